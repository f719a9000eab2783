import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '@/components/card/section-card';
import { PageLoader } from '@/components/layout/page-state';
import { formatDate, formatDateTime } from '@/lib/format';
import { useStaffTermsVersions, type StaffTermsVersion } from '../api/terms-versions';

/** The status of each version at `now`: the newest one already in effect is in force (docs/terms.md). */
function statuses(versions: StaffTermsVersion[], now: number): Map<number, 'inForce' | 'upcoming' | 'earlier'> {
  const inForce = versions.filter((v) => Date.parse(v.takesEffectAt) <= now).reduce<number | null>((a, v) => (a === null || v.version > a ? v.version : a), null);
  return new Map(versions.map((v) => [v.version, v.version === inForce ? 'inForce' : Date.parse(v.takesEffectAt) > now ? 'upcoming' : 'earlier']));
}

/** Published terms versions, newest first: number (links to the text), status, dates and acceptances. */
export function TermsVersionsList() {
  const { t } = useTranslation();
  const { data, isPending } = useStaffTermsVersions();
  if (isPending) return <PageLoader />;
  const versions = data ?? [];
  const status = statuses(versions, Date.now());
  return (
    <SectionCard title={t('termsVersions.staff.versions')}>
      <TableContainer>
        <Table size="small" aria-label={t('termsVersions.staff.versions')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('termsVersions.staff.version')}</TableCell>
              <TableCell>{t('termsVersions.staff.status')}</TableCell>
              <TableCell>{t('termsVersions.staff.takesEffectOn')}</TableCell>
              <TableCell>{t('termsVersions.staff.publishedAt')}</TableCell>
              <TableCell align="right">{t('termsVersions.staff.acceptedBy')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {versions.map((v) => {
              const s = status.get(v.version) ?? 'earlier';
              return (
                <TableRow key={v.version}>
                  <TableCell>
                    <Link component={RouterLink} to={`/terms/${v.version}`}>
                      {v.version}
                    </Link>
                  </TableCell>
                  <TableCell>
                    <Chip size="small" color={s === 'inForce' ? 'success' : s === 'upcoming' ? 'info' : 'default'} label={t(`termsVersions.staff.${s}`)} />
                  </TableCell>
                  <TableCell>{formatDate(v.takesEffectOn)}</TableCell>
                  <TableCell>{formatDateTime(v.publishedAt)}</TableCell>
                  <TableCell align="right">{v.acceptedBy}</TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </SectionCard>
  );
}
