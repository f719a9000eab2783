import { useState } from 'react';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@ads/domain';
import { ComplaintDetails } from '@/components/complaint/complaint-details';
import { PageLoader } from '@/components/layout/page-state';
import { AppPagination } from '@/components/pagination/app-pagination';
import { useUrlParams } from '@/lib/navigation/url-params';
import { toast } from '@/lib/toast/toast-store';
import { useComplaintStep, useStaffComplaints, type StaffComplaint } from '../api/complaints';
import { AnswerDialog } from './answer-dialog';

const SIZE = 20;

const isStatus = (value: string | null): value is ComplaintStatus => (COMPLAINT_STATUSES as readonly string[]).includes(value ?? '');

/**
 * The staff complaint queue (docs/complaints.md "Staff"): overdue complaints first (outlined in red, marked
 * "Overdue"), then by due date; filter by status and page in the URL (`?status=`, `?page=`). Each complaint offers
 * the step its status allows: assign to me (OPEN, IN_PROGRESS), answer (IN_PROGRESS), close (ANSWERED).
 */
export function ComplaintsQueue() {
  const { t } = useTranslation();
  const [params, update] = useUrlParams();
  const raw = params.get('status');
  const status = isStatus(raw) ? raw : null;
  const page = Math.max(0, Number(params.get('page') ?? 0) || 0);
  const { data, isPending } = useStaffComplaints(status, page, SIZE);
  const step = useComplaintStep();
  const [answering, setAnswering] = useState<StaffComplaint | null>(null);

  const assign = async (c: StaffComplaint) => {
    await step.mutateAsync({ kind: 'assign', id: c.id, version: c.version });
    toast.success(t('complaints.staff.assigned'));
  };
  const close = async (c: StaffComplaint) => {
    await step.mutateAsync({ kind: 'close', id: c.id, version: c.version });
    toast.success(t('complaints.staff.closed'));
  };
  const actionsOf = (c: StaffComplaint) => (
    <>
      {c.status === 'OPEN' || c.status === 'IN_PROGRESS' ? (
        <Button
          variant={c.status === 'OPEN' ? 'contained' : 'outlined'}
          aria-label={t('complaints.staff.assignNamed', { account: c.accountName })}
          disabled={step.isPending}
          onClick={() => void assign(c).catch(() => {})}
        >
          {t('complaints.staff.assign')}
        </Button>
      ) : null}
      {c.status === 'IN_PROGRESS' ? (
        <Button
          variant="contained"
          aria-label={t('complaints.staff.answerNamed', { account: c.accountName })}
          onClick={() => setAnswering(c)}
        >
          {t('complaints.staff.answer')}
        </Button>
      ) : null}
      {c.status === 'ANSWERED' ? (
        <Button
          aria-label={t('complaints.staff.closeNamed', { account: c.accountName })}
          disabled={step.isPending}
          onClick={() => void close(c).catch(() => {})}
        >
          {t('complaints.staff.close')}
        </Button>
      ) : null}
    </>
  );

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={t('complaints.staff.status')}
        value={status ?? ''}
        onChange={(e) => update({ status: e.target.value || null }, true)}
        sx={{ maxWidth: 260 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        <MenuItem value="">{t('complaints.staff.all')}</MenuItem>
        {COMPLAINT_STATUSES.map((s) => (
          <MenuItem key={s} value={s}>
            {t(`complaints.statuses.${s}`)}
          </MenuItem>
        ))}
      </TextField>
      {isPending ? <PageLoader /> : null}
      {data && data.content.length === 0 ? <Typography>{t('complaints.staff.empty')}</Typography> : null}
      {data && data.content.length > 0 ? (
        <Stack spacing={2} component="section" aria-label={t('complaints.staff.queue')}>
          {data.content.map((c) => (
            <ComplaintDetails key={c.id} complaint={c} showAccount actions={actionsOf(c)} />
          ))}
          {data.totalPages > 1 ? (
            <AppPagination
              page={page}
              pageSize={SIZE}
              pageSizeOptions={[SIZE]}
              total={data.totalElements}
              onChange={(next) => update({ page: String(next.page) }, false)}
            />
          ) : null}
        </Stack>
      ) : null}
      {answering ? (
        <AnswerDialog
          accountName={answering.accountName}
          contactEmail={answering.contactEmail}
          pending={step.isPending}
          onClose={() => setAnswering(null)}
          onSend={async (answer) => {
            try {
              await step.mutateAsync({ kind: 'answer', id: answering.id, version: answering.version, answer });
              toast.success(t('complaints.staff.answered', { email: answering.contactEmail }));
              setAnswering(null);
            } catch {
              // The shared handler showed the failure; the dialog stays open with the text.
            }
          }}
        />
      ) : null}
    </Stack>
  );
}
