import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Typography from '@mui/material/Typography';
import { useState, type ReactNode } from 'react';

export interface ExpansionPanel {
  id: string;
  title: string;
  /** A short line next to the title (e.g. a count or status). */
  summary?: string;
  content: ReactNode;
  disabled?: boolean;
}

export interface ExpansionPanelsProps {
  panels: readonly ExpansionPanel[];
  /** Several panels may be open at once; otherwise opening one closes the others. */
  multiple?: boolean;
  defaultExpanded?: readonly string[];
}

/** Collapsible sections (help-center questions, advanced settings). Each header is a button with aria-expanded. */
export function ExpansionPanels({ panels, multiple = false, defaultExpanded = [] }: ExpansionPanelsProps) {
  const [open, setOpen] = useState<string[]>([...defaultExpanded]);
  const toggle = (id: string, expanded: boolean) => {
    if (!expanded) return setOpen(open.filter((x) => x !== id));
    setOpen(multiple ? [...open, id] : [id]);
  };
  return (
    <div>
      {panels.map((p) => (
        <Accordion
          key={p.id}
          expanded={open.includes(p.id)}
          onChange={(_e, expanded) => toggle(p.id, expanded)}
          disabled={p.disabled}
          disableGutters
        >
          <AccordionSummary expandIcon={<ExpandMoreIcon />} id={`${p.id}-header`} aria-controls={`${p.id}-content`}>
            <Typography component="span" sx={{ fontWeight: 600, flexShrink: 0, mr: 2 }}>
              {p.title}
            </Typography>
            {p.summary ? (
              <Typography component="span" color="text.secondary">
                {p.summary}
              </Typography>
            ) : null}
          </AccordionSummary>
          <AccordionDetails id={`${p.id}-content`}>{p.content}</AccordionDetails>
        </Accordion>
      ))}
    </div>
  );
}
