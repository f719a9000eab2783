import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { earliestTermsEffectDay, TERMS_NOTICE_DAYS, termsPublicationIssues, type TermsIssue } from '@ads/domain';
import { SectionCard } from '@/components/card/section-card';
import { FormTextField } from '@/components/form/form-text-field';
import { ApiError } from '@/lib/api/errors';
import { notifyError } from '@/lib/api/query-client';
import { formatDate } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import { usePublishTerms } from '../api/terms-versions';

const FIELD_OF: Record<string, 'text' | 'takesEffectOn'> = { TEXT: 'text', TAKES_EFFECT_ON: 'takesEffectOn' };
const PLACEHOLDERS = '{{company.name}}, {{company.address}}, {{company.email}}, {{company.phone}}';

/**
 * Publishing a new terms version (docs/terms.md): markdown text and the Warsaw day it takes effect, at
 * least 7 days ahead — checked here with the domain rule (`termsPublicationIssues`) and again by the server.
 * On success every advertiser user is e-mailed; the toast says how many.
 */
export function PublishTermsForm() {
  const { t } = useTranslation();
  const message = (issue: TermsIssue) => t(`termsVersions.staff.errors.${issue.code}`, issue.params);
  const schema = z
    .object({ text: z.string(), takesEffectOn: z.string() })
    .superRefine((value, ctx) => {
      for (const issue of termsPublicationIssues(value, new Date())) ctx.addIssue({ code: 'custom', path: [FIELD_OF[issue.field]!], message: message(issue) });
    });
  const earliest = earliestTermsEffectDay(new Date());
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { text: '', takesEffectOn: earliest } });
  const publish = usePublishTerms();
  const submit = form.handleSubmit(async (body) => {
    try {
      const published = await publish.mutateAsync(body);
      toast.success(t('termsVersions.staff.published', { version: published.version, count: published.notified }));
      form.reset({ text: '', takesEffectOn: earliestTermsEffectDay(new Date()) });
    } catch (error) {
      const field = error instanceof ApiError && error.type === 'ValidationException' && error.field ? FIELD_OF[error.field] : undefined;
      if (field && error instanceof ApiError) form.setError(field, { message: error.problem?.detail ?? error.message });
      else notifyError(error);
    }
  });
  return (
    <SectionCard title={t('termsVersions.staff.publishHeading')}>
      <Stack component="form" noValidate onSubmit={submit} spacing={2} aria-label={t('termsVersions.staff.publishHeading')}>
        <FormTextField
          control={form.control}
          name="text"
          label={t('termsVersions.staff.text')}
          helperText={t('termsVersions.staff.textHelp', { placeholders: PLACEHOLDERS, interpolation: { escapeValue: false } })}
          multiline
          minRows={10}
        />
        <FormTextField
          control={form.control}
          name="takesEffectOn"
          type="date"
          label={t('termsVersions.staff.date')}
          helperText={t('termsVersions.staff.dateHelp', { days: TERMS_NOTICE_DAYS, earliest: formatDate(earliest) })}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: earliest } }}
          sx={{ maxWidth: 320 }}
        />
        <div>
          <Button type="submit" variant="contained" loading={publish.isPending}>
            {t('termsVersions.staff.publish')}
          </Button>
        </div>
      </Stack>
    </SectionCard>
  );
}
