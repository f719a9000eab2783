import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Switch from '@mui/material/Switch';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { toast } from '@/lib/toast/toast-store';
import { useNotificationPreferences, useSavePreferences } from '../api/notifications';

/**
 * The signed-in user's notification channels per kind (docs/notifications.md "Preferences"): one switch for
 * in-app and one for e-mail; each change is saved at once.
 */
export function NotificationPreferencesCard() {
  const { t } = useTranslation();
  const { data } = useNotificationPreferences();
  const save = useSavePreferences();
  if (!data) return null;
  const change = (kind: string, field: 'inApp' | 'email', value: boolean) => {
    const current = data.preferences.find((p) => p.kind === kind)!;
    save.mutate({ preferences: [{ ...current, [field]: value }] }, { onSuccess: () => toast.success(t('notifications.saved')) });
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="notification-preferences-title">
      <CardContent>
        <Typography id="notification-preferences-title" variant="h6" component="h2">
          {t('notifications.preferencesTitle')}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('notifications.preferencesIntro')}
        </Typography>
        <Table size="small" aria-labelledby="notification-preferences-title">
          <TableHead>
            <TableRow>
              <TableCell component="th" scope="col">
                {t('notifications.kindColumn')}
              </TableCell>
              <TableCell component="th" scope="col" align="center">
                {t('notifications.inApp')}
              </TableCell>
              <TableCell component="th" scope="col" align="center">
                {t('notifications.email')}
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {data.preferences.map((p) => {
              const kind = t(`notifications.kinds.${p.kind}`);
              return (
                <TableRow key={p.kind}>
                  <TableCell component="th" scope="row">
                    {kind}
                  </TableCell>
                  <TableCell align="center">
                    <Switch
                      checked={p.inApp}
                      disabled={save.isPending}
                      onChange={(e) => change(p.kind, 'inApp', e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${kind}: ${t('notifications.inApp')}` } }}
                    />
                  </TableCell>
                  <TableCell align="center">
                    <Switch
                      checked={p.email}
                      disabled={save.isPending}
                      onChange={(e) => change(p.kind, 'email', e.target.checked)}
                      slotProps={{ input: { 'aria-label': `${kind}: ${t('notifications.email')}` } }}
                    />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </CardContent>
    </Card>
  );
}
