import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TableCell from '@mui/material/TableCell';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { RowsTable } from '@/components/plain-table/rows-table';
import { PageLoader } from '@/components/layout/page-state';
import { useChannels } from '@/lib/config/services-config';
import { formatDateTime } from '@/lib/format';
import { toast } from '@/lib/toast/toast-store';
import { useCreateShopKey, useRevokeShopKey, useRotateShopKey, useShopKeys, type ShopKey } from '../api/shop-keys';
import { CreateKeyForm } from './create-key-form';
import { ConfirmKeyDialog, NewKeyDialog } from './key-dialogs';

/** Rotation overlap shown in the confirm text, hours (server default SHOP_API_KEY_ROTATION_OVERLAP_S = 24 h). */
const OVERLAP_HOURS = 24;
const STATUS_COLOUR = { ACTIVE: 'success', ROTATING: 'warning', EXPIRED: 'default', REVOKED: 'error' } as const;

/**
 * "[MarOps] Shop API keys": lists keys (name, channel, market, created, status, end of overlap), creates
 * one, rotates and revokes after a confirm dialog. A new key is shown once, with a copy button.
 */
export function ShopKeysScreen() {
  const { t } = useTranslation();
  const { channelLabel, marketsLabel } = useChannels();
  const { data, isPending } = useShopKeys();
  const create = useCreateShopKey();
  const rotate = useRotateShopKey();
  const revoke = useRevokeShopKey();
  const [secret, setSecret] = useState<string | null>(null);
  const [confirm, setConfirm] = useState<{ action: 'rotate' | 'revoke'; key: ShopKey } | null>(null);

  const onConfirm = async () => {
    if (!confirm) return;
    const { action, key } = confirm;
    if (action === 'rotate') {
      const created = await rotate.mutateAsync(key.id);
      setSecret(created.key);
      toast.success(t('shopKeys.rotated', { name: key.name }));
    } else {
      await revoke.mutateAsync(key.id);
      toast.success(t('shopKeys.revoked', { name: key.name }));
    }
    setConfirm(null);
  };

  if (isPending) return <PageLoader />;
  const keys = data?.content ?? [];
  const target = confirm?.key;
  return (
    <Stack spacing={3}>
      <Typography color="text.secondary">{t('shopKeys.intro')}</Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <CreateKeyForm
          pending={create.isPending}
          onCreate={async (input) => {
            const created = await create.mutateAsync(input);
            setSecret(created.key);
            toast.success(t('shopKeys.created_', { name: created.shopApiKey.name }));
          }}
        />
      </Paper>
      {keys.length === 0 ? (
        <Typography>{t('shopKeys.empty')}</Typography>
      ) : (
        <RowsTable
          label={t('shopKeys.title')}
          headers={(['name', 'channel', 'market', 'created', 'status', 'expires', 'actions'] as const).map((c) => t(`shopKeys.${c}`))}
          rows={keys}
          rowKey={(key) => key.id}
          cells={(key) => (
            <>
              <TableCell>{key.name}</TableCell>
              <TableCell>{channelLabel(key.channel)}</TableCell>
              <TableCell>{marketsLabel([key.market])}</TableCell>
              <TableCell>{formatDateTime(key.createdAt)}</TableCell>
              <TableCell>
                <Chip size="small" color={STATUS_COLOUR[key.status]} label={t(`shopKeys.statuses.${key.status}`)} />
              </TableCell>
              <TableCell>{key.revokedAt ? formatDateTime(key.revokedAt) : key.expiresAt ? formatDateTime(key.expiresAt) : '—'}</TableCell>
              <TableCell>
                {key.status === 'ACTIVE' ? (
                  <Button size="small" onClick={() => setConfirm({ action: 'rotate', key })}>
                    {t('shopKeys.rotate')}
                  </Button>
                ) : null}
                {key.status === 'ACTIVE' || key.status === 'ROTATING' ? (
                  <Button size="small" color="error" onClick={() => setConfirm({ action: 'revoke', key })}>
                    {t('shopKeys.revoke')}
                  </Button>
                ) : null}
              </TableCell>
            </>
          )}
        />
      )}
      <ConfirmKeyDialog
        open={confirm !== null}
        title={
          target
            ? t(confirm?.action === 'rotate' ? 'shopKeys.confirmRotateTitle' : 'shopKeys.confirmRevokeTitle', { name: target.name })
            : ''
        }
        text={
          confirm?.action === 'rotate' && target
            ? t('shopKeys.confirmRotate', { channel: channelLabel(target.channel), market: target.market, hours: OVERLAP_HOURS })
            : t('shopKeys.confirmRevoke')
        }
        confirm={t(confirm?.action === 'rotate' ? 'shopKeys.rotate' : 'shopKeys.revoke')}
        pending={rotate.isPending || revoke.isPending}
        onConfirm={() => void onConfirm().catch(() => undefined)}
        onClose={() => setConfirm(null)}
      />
      <NewKeyDialog secret={secret} onClose={() => setSecret(null)} />
    </Stack>
  );
}
