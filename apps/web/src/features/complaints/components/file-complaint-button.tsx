import { useState } from 'react';
import Button, { type ButtonProps } from '@mui/material/Button';
import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import { ComplaintFormDialog, type ComplaintPrefill } from './complaint-form-dialog';

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
      {open ? <ComplaintFormDialog accountId={accountId} prefill={prefill} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
