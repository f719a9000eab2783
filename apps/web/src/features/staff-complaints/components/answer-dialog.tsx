import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { COMPLAINT_LIMITS, complaintAnswerIssues } from '@ads/domain';
import { FormDialog } from '@/components/dialog/form-dialog';
import { FormTextarea } from '@/components/form/form-textarea';

/**
 * The answer to a complaint (docs/complaints.md "Staff"): one text, checked by the domain's complaintAnswerIssues,
 * e-mailed to the complaint's contact when sent.
 */
export function AnswerDialog({
  accountName,
  contactEmail,
  pending,
  onSend,
  onClose,
}: {
  accountName: string;
  contactEmail: string;
  pending: boolean;
  onSend: (answer: string) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const schema = z.object({
    answer: z.string().superRefine((answer, ctx) => {
      const issue = complaintAnswerIssues(answer)[0];
      if (issue?.code === 'ANSWER_REQUIRED') ctx.addIssue({ code: 'custom', message: t('complaints.errors.answerRequired') });
      if (issue?.code === 'ANSWER_TOO_LONG')
        ctx.addIssue({ code: 'custom', message: t('complaints.errors.answerTooLong', { max: COMPLAINT_LIMITS.answer }) });
    }),
  });
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { answer: '' } });
  const submit = form.handleSubmit(async ({ answer }) => {
    await onSend(answer.trim());
  });
  return (
    <FormDialog
      titleId="complaint-answer-title"
      title={t('complaints.staff.answerTitle', { account: accountName })}
      onSubmit={submit}
      onClose={onClose}
      cancelLabel={t('complaints.cancel')}
      submitLabel={t('complaints.staff.send')}
      pending={pending}
    >
      <FormTextarea
        control={form.control}
        name="answer"
        label={t('complaints.staff.answerField')}
        helperText={t('complaints.staff.answerHint', { email: contactEmail })}
        maxLength={COMPLAINT_LIMITS.answer}
        minRows={6}
        required
        autoFocus
        sx={{ mt: 1 }}
        fullWidth
      />
    </FormDialog>
  );
}
