import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { COMPLAINT_LIMITS, COMPLAINT_SUBJECT_TYPES, type ComplaintField, type ComplaintSubjectType } from '@ads/domain';
import { FormDialog } from '@/components/dialog/form-dialog';
import { FormDateField } from '@/components/form/form-date-field';
import { FormSelect } from '@/components/form/form-select';
import { FormTextField } from '@/components/form/form-text-field';
import { FormTextarea } from '@/components/form/form-textarea';
import { ApiError } from '@/lib/api/errors';
import { notifyError } from '@/lib/api/query-client';
import { dayToDate, todayInWarsaw } from '@/lib/days';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import { useFileComplaint, type Complaint } from '../api/complaints';
import { complaintFormSchema, FORM_FIELD, toComplaintInput, type ComplaintFormValues } from '../complaint-form';

/** What a screen may fill in ahead: the subject (e.g. a campaign and its id) and the contact (the signed-in user). */
export interface ComplaintPrefill {
  subjectType?: ComplaintSubjectType;
  subjectReference?: string;
  contactName?: string;
  contactEmail?: string;
}

/**
 * The complaint form in a dialog (docs/complaints.md; docs/requirements.md §5.13): subject type and date, optional
 * reference, the demand, contact name, e-mail and optional phone. Checked on screen by the domain's rules; a
 * ValidationException of the server lands at its field; other failures go to the shared handler.
 */
export function ComplaintFormDialog({
  accountId,
  prefill = {},
  onClose,
  onFiled,
}: {
  accountId: string;
  prefill?: ComplaintPrefill;
  onClose: () => void;
  onFiled?: (complaint: Complaint) => void;
}) {
  const { t } = useTranslation();
  const today = todayInWarsaw();
  const form = useForm<ComplaintFormValues>({
    resolver: zodResolver(complaintFormSchema(t, today)),
    defaultValues: {
      subjectType: prefill.subjectType ?? '',
      subjectDate: dayToDate(today),
      subjectReference: prefill.subjectReference ?? '',
      demand: '',
      contactName: prefill.contactName ?? '',
      contactEmail: prefill.contactEmail ?? '',
      contactPhone: '',
    },
  });
  const file = useFileComplaint(accountId);
  const submit = form.handleSubmit(async (values) => {
    try {
      const complaint = await file.mutateAsync(toComplaintInput(values));
      toast.success(t('complaints.filed', { date: formatDate(complaint.dueDate) }));
      onFiled?.(complaint);
      onClose();
    } catch (error) {
      const field =
        error instanceof ApiError && error.type === 'ValidationException'
          ? FORM_FIELD[error.field as Exclude<ComplaintField, 'ANSWER'>]
          : undefined;
      if (field && error instanceof ApiError) form.setError(field, { message: error.problem?.detail ?? error.message });
      else notifyError(error);
    }
  });
  const types = COMPLAINT_SUBJECT_TYPES.map((value) => ({ value, label: t(`complaints.subjectTypes.${value}`) }));
  return (
    <FormDialog
      titleId="complaint-form-title"
      title={t('complaints.formTitle')}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('complaints.cancel')}
      submitLabel={t('complaints.submit')}
      pending={file.isPending}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Typography variant="subtitle2" component="h3">
          {t('complaints.subject')}
        </Typography>
        <FormSelect control={form.control} name="subjectType" label={t('complaints.fields.subjectType')} options={types} required />
        <FormDateField
          control={form.control}
          name="subjectDate"
          label={t('complaints.fields.subjectDate')}
          helperText={t('complaints.hints.subjectDate')}
          maxDate={dayToDate(today) ?? undefined}
        />
        <FormTextField
          control={form.control}
          name="subjectReference"
          label={t('complaints.fields.subjectReference')}
          helperText={t('complaints.hints.subjectReference')}
        />
        <FormTextarea
          control={form.control}
          name="demand"
          label={t('complaints.fields.demand')}
          helperText={t('complaints.hints.demand')}
          maxLength={COMPLAINT_LIMITS.demand}
          required
        />
        <Typography variant="subtitle2" component="h3">
          {t('complaints.contact')}
        </Typography>
        <FormTextField control={form.control} name="contactName" label={t('complaints.fields.contactName')} required autoComplete="name" />
        <FormTextField
          control={form.control}
          name="contactEmail"
          type="email"
          label={t('complaints.fields.contactEmail')}
          required
          autoComplete="email"
        />
        <FormTextField
          control={form.control}
          name="contactPhone"
          type="tel"
          label={t('complaints.fields.contactPhone')}
          autoComplete="tel"
        />
      </Stack>
    </FormDialog>
  );
}
