import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { notifyError } from '@/lib/api/query-client';
import { downloadStaffUpo, type StaffInvoice } from '../api/staff-billing';

// Outlined chips print their text in the colour: primary (the theme's dark blue) rather than info, for AA contrast.
const COLOUR = { OFF: 'default', NOT_SENT: 'default', SENDING: 'primary', ACCEPTED: 'success', REJECTED: 'error' } as const;

/**
 * An invoice's KSeF state on the staff list (docs/ksef.md "Screens"): the state, the KSeF number once
 * accepted with a link to the UPO receipt, the Ministry's code and description of a refusal, and why the
 * last attempt did not finish while it is still being sent.
 */
export function KsefCell({ invoice }: { invoice: StaffInvoice }) {
  const { t } = useTranslation();
  const k = invoice.ksef;
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
      <Chip size="small" variant="outlined" color={COLOUR[k.status]} label={t(`maropsBilling.ksefStatuses.${k.status}`)} />
      {k.ksefNumber ? (
        <Typography variant="caption" sx={{ fontFamily: 'monospace' }}>
          {k.ksefNumber}
        </Typography>
      ) : null}
      {k.status === 'REJECTED' ? (
        <Typography variant="caption" color="error">
          {t('maropsBilling.ksefRejected', { code: k.statusCode ?? '', description: k.statusDescription ?? '' })}
        </Typography>
      ) : null}
      {k.lastError && k.status !== 'ACCEPTED' && k.status !== 'REJECTED' ? (
        <Typography variant="caption" color="text.secondary">
          {t('maropsBilling.ksefLastError', { error: k.lastError })}
        </Typography>
      ) : null}
      {k.upo ? (
        <Button
          size="small"
          onClick={() => void downloadStaffUpo(invoice).catch(notifyError)}
          aria-label={t('maropsBilling.downloadUpo', { number: invoice.number })}
        >
          UPO
        </Button>
      ) : null}
    </Stack>
  );
}
