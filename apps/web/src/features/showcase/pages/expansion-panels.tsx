import Typography from '@mui/material/Typography';
import { ExpansionPanels, type ExpansionPanel } from '@/components/expansion-panels/expansion-panels';
import { Demo, ShowcasePage } from '../components/showcase-page';

const PANELS: ExpansionPanel[] = [
  { id: 'ranking', title: 'How are offers ranked?', content: <Typography>By max CPC times click-through rate.</Typography> },
  {
    id: 'billing',
    title: 'When am I billed?',
    summary: 'Monthly',
    content: <Typography>Monthly; the invoice is issued within 5 days of the period end.</Typography>,
  },
  {
    id: 'budget',
    title: 'What happens when the budget runs out?',
    content: <Typography>The campaign is suspended until the next day or until the budget is raised.</Typography>,
  },
  { id: 'locked', title: 'Disabled panel', disabled: true, content: <Typography>Hidden.</Typography> },
];

export function ExpansionPanelsPage() {
  return (
    <ShowcasePage
      title="Expansion panels"
      description="Collapsible sections (help-center questions, advanced settings). Each header is a button with aria-expanded; one panel at a time unless multiple."
      components={['ExpansionPanels']}
      source="components/expansion-panels/expansion-panels.tsx"
      props={[
        { name: 'panels', type: 'ExpansionPanel[]', description: 'id, title, summary?, content, disabled?' },
        { name: 'multiple', type: 'boolean', description: 'Several panels open at once.' },
        { name: 'defaultExpanded', type: 'string[]', description: 'Ids open at first.' },
      ]}
    >
      <Demo title="One at a time (first open)">
        <ExpansionPanels panels={PANELS} defaultExpanded={['ranking']} />
      </Demo>
      <Demo title="Multiple open">
        <ExpansionPanels
          panels={PANELS.slice(0, 3).map((p) => ({ ...p, id: `multi-${p.id}` }))}
          multiple
          defaultExpanded={['multi-ranking', 'multi-billing']}
        />
      </Demo>
      <Demo title="Empty">
        <ExpansionPanels panels={[]} />
        <Typography variant="body2" color="text.secondary">
          No panels: nothing is rendered.
        </Typography>
      </Demo>
    </ShowcasePage>
  );
}
