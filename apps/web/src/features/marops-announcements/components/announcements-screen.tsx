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
import { formatDateTime } from '@/lib/format';
import { useStaffAnnouncements, type StaffAnnouncement } from '../api/announcements';
import { AnnouncementForm } from './announcement-form';
import { BarPreview } from './bar-preview';

/** `/marops/announcements` "[MarOps] Announcements" (spec §2): every announcement with its audience and period. */
export function AnnouncementsScreen() {
  const { data = [] } = useStaffAnnouncements();
  const [editing, setEditing] = useState<StaffAnnouncement | 'new' | null>(null);
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h2">Announcements</Typography>
        <Button variant="contained" onClick={() => setEditing('new')}>
          New announcement
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
        <Table size="small" aria-label="Announcements">
          <TableHead>
            <TableRow>
              <TableCell>Name</TableCell>
              <TableCell>Bar item</TableCell>
              <TableCell>Audience</TableCell>
              <TableCell>Period</TableCell>
              <TableCell>Active</TableCell>
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
                <TableCell>{a.audience === 'ACCOUNTS' ? `${a.accountIds.length} account(s)` : a.audience}</TableCell>
                <TableCell>
                  {a.startsAt ? formatDateTime(a.startsAt) : 'now'} – {a.endsAt ? formatDateTime(a.endsAt) : 'no end'}
                </TableCell>
                <TableCell>{a.active ? 'Yes' : 'No'}</TableCell>
                <TableCell align="right">
                  <Button size="small" aria-label={`Edit ${a.name}`} onClick={() => setEditing(a)}>
                    Edit
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
