import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { ItemListSection } from '@/components/item-editor/item-list-section';
import { PlainTable } from '@/components/plain-table/plain-table';
import { formatDateTime } from '@/lib/format';
import { useStaffAnnouncements, type StaffAnnouncement } from '../api/announcements';
import { AnnouncementForm } from './announcement-form';
import { BarPreview } from './bar-preview';

/** `/marops/announcements` "[MarOps] Announcements" (docs/requirements.md §2): every announcement with its audience and period. */
export function AnnouncementsScreen() {
  const { t } = useTranslation();
  const { data = [] } = useStaffAnnouncements();
  return (
    <Stack spacing={2}>
      <ItemListSection<StaffAnnouncement>
        heading={t('staffContent.announcements.heading')}
        newLabel={t('staffContent.announcements.new')}
        renderEditor={(announcement, onDone) => <AnnouncementForm announcement={announcement} onDone={onDone} />}
      >
        {(edit) => (
          <PlainTable<StaffAnnouncement>
            label={t('staffContent.announcements.table')}
            rows={data}
            columns={[
              { key: 'name', header: t('staffContent.announcements.name'), cell: (a) => a.name },
              {
                key: 'barItem',
                header: t('staffContent.announcements.barItem'),
                sx: { minWidth: 240 },
                cell: (a) => <BarPreview type={a.type} text={a.text} link={a.link} />,
              },
              {
                key: 'audience',
                header: t('staffContent.announcements.audience'),
                cell: (a) =>
                  a.audience === 'ACCOUNTS'
                    ? t('staffContent.announcements.accountCount', { count: a.accountIds.length })
                    : t(`staffContent.audience.${a.audience}`),
              },
              {
                key: 'period',
                header: t('staffContent.announcements.period'),
                cell: (a) => (
                  <>
                    {a.startsAt ? formatDateTime(a.startsAt) : t('staffContent.announcements.now')} –{' '}
                    {a.endsAt ? formatDateTime(a.endsAt) : t('staffContent.announcements.noEnd')}
                  </>
                ),
              },
              {
                key: 'active',
                header: t('staffContent.announcements.active'),
                cell: (a) => (a.active ? t('staffContent.announcements.yes') : t('staffContent.announcements.no')),
              },
              {
                key: 'actions',
                align: 'right',
                cell: (a) => (
                  <Button size="small" aria-label={t('staffContent.editNamed', { name: a.name })} onClick={() => edit(a)}>
                    {t('staffContent.edit')}
                  </Button>
                ),
              },
            ]}
          />
        )}
      </ItemListSection>
    </Stack>
  );
}
