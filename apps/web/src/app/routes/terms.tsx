import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/layout/page-header';
import { TermsVersionPage } from '@/features/terms';

/** `/terms` and `/terms/{version}`: "Terms and Conditions" — the version in force, or the one asked for (docs/terms.md). */
export function TermsRoute() {
  const { t } = useTranslation();
  const { version } = useParams();
  return (
    <>
      <PageHeader title={t('termsVersions.pageTitle')} />
      <TermsVersionPage version={version ? Number(version) : undefined} />
    </>
  );
}
