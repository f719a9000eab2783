import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useStaffAnnouncements, type StaffAnnouncement } from '../api/announcements';
import { AnnouncementForm } from './announcement-form';
import { BarPreview } from './bar-preview';

/** `/marops/announcements` "[MarOps] Announcements" (spec §2): every announcement with its audience and period. */
export function AnnouncementsScreen() {
  const { t } = useTranslation();
  const { data = [] } = useStaffAnnouncements();
  const [editing, setEditing] = useState<StaffAnnouncement | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h2">{t('staffContent.announcements.heading')}</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          {t('staffContent.announcements.new')}
        </Button>
      </Stack>
      {editing ? (
        <AnnouncementForm
          key={editing === 'new' ? 'new' : editing.id}
          announcement={editing === 'new' ? null : editing}
          onDone={() => setEditing(null)}
        />
      ) : null}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('staffContent.announcements.table')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('staffContent.announcements.name')}</TableCell>
              <TableCell>{t('staffContent.announcements.barItem')}</TableCell>
              <TableCell>{t('staffContent.announcements.audience')}</TableCell>
              <TableCell>{t('staffContent.announcements.period')}</TableCell>
              <TableCell>{t('staffContent.announcements.active')}</TableCell>
              <TableCell />
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((a) => (
              <TableRow key={a.id}>
                <TableCell>{a.name}</TableCell>
                <TableCell sx={{ minWidth: 240 }}>
                  <BarPreview type={a.type} text={a.text} link={a.link} />
                </TableCell>
                <TableCell>
                  {a.audience === 'ACCOUNTS'
                    ? t('staffContent.announcements.accountCount', { count: a.accountIds.length })
                    : t(`staffContent.audience.${a.audience}`)}
                </TableCell>
                <TableCell>
                  {a.startsAt ? formatDateTime(a.startsAt) : t('staffContent.announcements.now')} –{' '}
                  {a.endsAt ? formatDateTime(a.endsAt) : t('staffContent.announcements.noEnd')}
                </TableCell>
                <TableCell>{a.active ? t('staffContent.announcements.yes') : t('staffContent.announcements.no')}</TableCell>
                <TableCell align="right">
                  <Button size="small" aria-label={t('staffContent.editNamed', { name: a.name })} onClick={() => setEditing(a)}>
                    {t('staffContent.edit')}
                  </Button>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Box>
    </Stack>
  );
}
