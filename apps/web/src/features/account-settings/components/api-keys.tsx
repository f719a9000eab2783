import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import BlockIcon from '@mui/icons-material/Block';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/layout/page-state';
import { StaffEditGuard, useStaffReadOnlyScope } from '@/components/staff-read-only/staff-edit-guard';
import { useAccountCan } from '@/lib/account-role';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import { useApiKeys, useRevokeApiKey, type ApiKey } from '../api/api-keys';
import { ApiKeySecretDialog, CreateApiKeyDialog, RevokeApiKeyDialog } from './api-key-dialogs';

/** Where the interactive API reference is served (docs/api-keys.md "API reference"). */
const API_REFERENCE_URL = '/api/docs/';

/**
 * "API keys" of the account (docs/api-keys.md), for those who manage its members (admins, staff in edit mode):
 * create with a name and role (the key shown once, with copy), list with role, created and last use, revoke
 * with a confirmation. Nothing for other roles, nor for staff acting in read mode.
 */
export function ApiKeys({ accountId }: { accountId: string }) {
  const { t } = useTranslation();
  const staffReading = useStaffReadOnlyScope();
  // Listing keys needs `members` too: staff in read mode and other roles get nothing (not a 403).
  const canManage = useAccountCan('members') && !staffReading;
  const { data: keys, isPending } = useApiKeys(accountId, canManage);
  const revoke = useRevokeApiKey(accountId);
  const [creating, setCreating] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiKey | null>(null);
  if (!canManage) return null;
  const confirmRevoke = () => {
    if (!revoking) return;
    revoke.mutate(revoking.id, {
      onSuccess: (key) => {
        toast.success(t('apiKeys.revoked', { name: key.name }));
        setRevoking(null);
      },
    });
  };
  return (
    <Card variant="outlined" component="section" aria-labelledby="api-keys-title">
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
        >
          <Typography variant="h2" id="api-keys-title">
            {t('apiKeys.title')}
          </Typography>
          <StaffEditGuard need="members">
            <Button variant="contained" startIcon={<AddIcon />} onClick={() => setCreating(true)}>
              {t('apiKeys.create')}
            </Button>
          </StaffEditGuard>
        </Stack>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('apiKeys.intro')}{' '}
          <Link href={API_REFERENCE_URL} target="_blank" rel="noopener">
            {t('apiKeys.reference')}
          </Link>
        </Typography>
        {isPending ? (
          <PageLoader />
        ) : (
          <TableContainer tabIndex={0} role="region" aria-labelledby="api-keys-title">
            <Table size="small" aria-labelledby="api-keys-title">
              <TableHead>
                <TableRow>
                  <TableCell>{t('apiKeys.columns.name')}</TableCell>
                  <TableCell>{t('apiKeys.columns.key')}</TableCell>
                  <TableCell>{t('apiKeys.columns.role')}</TableCell>
                  <TableCell>{t('apiKeys.columns.created')}</TableCell>
                  <TableCell>{t('apiKeys.columns.lastUsed')}</TableCell>
                  <TableCell>{t('apiKeys.columns.status')}</TableCell>
                  <TableCell align="right">{t('apiKeys.columns.actions')}</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {(keys ?? []).length === 0 ? (
                  <TableRow>
                    <TableCell colSpan={7}>{t('apiKeys.empty')}</TableCell>
                  </TableRow>
                ) : (
                  (keys ?? []).map((k) => (
                    <TableRow key={k.id}>
                      <TableCell>{k.name}</TableCell>
                      <TableCell>
                        <Box component="code" sx={{ fontFamily: 'monospace' }}>
                          {k.prefix}_…
                        </Box>
                      </TableCell>
                      <TableCell>{t(`roles.names.${k.role}`)}</TableCell>
                      <TableCell>
                        {formatDateTime(k.createdAt)}
                        {k.createdBy ? ` · ${k.createdBy}` : ''}
                      </TableCell>
                      <TableCell>{k.lastUsedAt ? formatDateTime(k.lastUsedAt) : t('apiKeys.never')}</TableCell>
                      <TableCell>
                        <Chip
                          size="small"
                          color={k.status === 'ACTIVE' ? 'success' : 'default'}
                          label={t(`apiKeys.statuses.${k.status}`)}
                        />
                      </TableCell>
                      <TableCell align="right">
                        {k.status === 'ACTIVE' ? (
                          <StaffEditGuard need="members">
                            <IconButton aria-label={t('apiKeys.revoke', { name: k.name })} onClick={() => setRevoking(k)}>
                              <BlockIcon />
                            </IconButton>
                          </StaffEditGuard>
                        ) : null}
                      </TableCell>
                    </TableRow>
                  ))
                )}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </CardContent>
      <CreateApiKeyDialog accountId={accountId} open={creating} onClose={() => setCreating(false)} onCreated={setSecret} />
      <ApiKeySecretDialog secret={secret} onClose={() => setSecret(null)} />
      <RevokeApiKeyDialog apiKey={revoking} pending={revoke.isPending} onConfirm={confirmRevoke} onClose={() => setRevoking(null)} />
    </Card>
  );
}
