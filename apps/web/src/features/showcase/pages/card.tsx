import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { AppButton } from '@/components/button/app-button';
import { AppCard } from '@/components/card/app-card';
import { ContextMenu } from '@/components/context-menu/context-menu';
import { formatMoney } from '@/lib/format';
import { Demo, ShowcasePage } from '../components/showcase-page';

const grid = { display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))' } as const;

export function CardPage() {
  return (
    <ShowcasePage
      title="Card"
      description="A titled section of a page, exposed as a named region. Optional subtitle, header action (e.g. a context menu), bottom actions and a loading state."
      components={['AppCard']}
      source="components/card/app-card.tsx"
      props={[
        { name: 'title / subtitle', type: 'string', description: 'Heading (also the region name) and a line under it.' },
        { name: 'headerAction', type: 'ReactNode', description: 'Element in the top-right corner.' },
        { name: 'actions', type: 'ReactNode', description: 'Buttons at the bottom.' },
        { name: 'loading', type: 'boolean', description: 'Placeholders instead of the content.' },
        { name: 'variant', type: "'outlined' | 'elevation'", description: 'Border or shadow.' },
      ]}
    >
      <Demo title="States">
        <Box sx={grid}>
          <AppCard title="Budget" subtitle="Summer sale">
            <Typography>Daily: {formatMoney(5000)}</Typography>
            <Typography>Total: {formatMoney(150000)}</Typography>
          </AppCard>
          <AppCard
            title="With actions"
            headerAction={<ContextMenu label="Card actions" items={[{ id: 'edit', label: 'Edit', onSelect: () => undefined }]} />}
            actions={
              <>
                <AppButton size="small">Open</AppButton>
                <AppButton size="small" kind="tertiary">
                  Dismiss
                </AppButton>
              </>
            }
          >
            <Typography>Content with a header menu and bottom actions.</Typography>
          </AppCard>
          <AppCard title="Loading" loading />
          <AppCard title="Elevated" variant="elevation">
            <Typography color="text.secondary">Nothing here yet.</Typography>
          </AppCard>
        </Box>
      </Demo>
    </ShowcasePage>
  );
}
