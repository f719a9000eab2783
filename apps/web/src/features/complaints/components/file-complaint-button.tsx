import { lazy, Suspense, useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import type { ComplaintPrefill } from './complaint-form-dialog';

// The form (with the date picker) loads when first opened, not with the Help Center or the campaign overview
// (docs/web-first-load.md: screens load only what they show).
const ComplaintFormDialog = lazy(() => import('./complaint-form-dialog').then((m) => ({ default: m.ComplaintFormDialog })));

/**
 * A button that opens the complaint form for an account (Help Center, Complaints screen, campaign overview);
 * `prefill` fills the subject (e.g. CAMPAIGN and the campaign's id) and the contact.
 */
export function FileComplaintButton({
  accountId,
  label,
  prefill,
  variant = 'outlined',
}: {
  accountId: string;
  label: string;
  prefill?: ComplaintPrefill;
  variant?: ButtonProps['variant'];
}) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant={variant} startIcon={<ReportProblemOutlinedIcon />} onClick={() => setOpen(true)}>
        {label}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <ComplaintFormDialog accountId={accountId} prefill={prefill} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
