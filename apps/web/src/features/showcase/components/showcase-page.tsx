import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/page-header';

/** One documented prop of the showcased component. */
export interface PropDoc {
  name: string;
  type: string;
  description: string;
}

export interface ShowcasePageProps {
  title: string;
  description: string;
  /** Component names shown on the page, e.g. ["AppButton"]. */
  components: readonly string[];
  /** Where they live, relative to apps/web/src. */
  source: string;
  props: readonly PropDoc[];
  children: ReactNode;
}

/** The frame of every `/components/...` page: heading, description, the demos, then the props used. */
export function ShowcasePage({ title, description, components, source, props, children }: ShowcasePageProps) {
  return (
    <>
      <Button component={Link} to="/components" startIcon={<ArrowBackIcon />} size="small" sx={{ mb: 1 }}>
        All components
      </Button>
      <PageHeader title={title}>
        <Typography color="text.secondary" sx={{ maxWidth: 760 }}>
          {description}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          <code>{components.join(', ')}</code> · <code>{source}</code>
        </Typography>
      </PageHeader>
      <Stack spacing={3}>{children}</Stack>
      <PropsTable props={props} />
    </>
  );
}

/** One state or variant of the component, under its own heading. */
export function Demo({ title, note, children }: { title: string; note?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h2" sx={{ mb: note ? 0.5 : 2 }}>
        {title}
      </Typography>
      {note ? (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {note}
        </Typography>
      ) : null}
      <Box>{children}</Box>
    </Paper>
  );
}

/** A row of demos that wraps on small screens. */
export function DemoRow({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
      {children}
    </Stack>
  );
}

function PropsTable({ props }: { props: readonly PropDoc[] }) {
  if (props.length === 0) return null;
  return (
    // Focusable, so that a keyboard can scroll the table when it is wider than a phone (WCAG 2.2 SC 2.1.1).
    <Paper component="section" variant="outlined" aria-label="Props" tabIndex={0} sx={{ mt: 3, overflowX: 'auto' }}>
      <Typography variant="h2" sx={{ p: 2, pb: 0 }}>
        Props
      </Typography>
      <Table size="small" aria-label="Props">
        <TableHead>
          <TableRow>
            <TableCell>Name</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Description</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {props.map((p) => (
            <TableRow key={p.name}>
              <TableCell>
                <code>{p.name}</code>
              </TableCell>
              <TableCell>
                <code>{p.type}</code>
              </TableCell>
              <TableCell>{p.description}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Paper>
  );
}
