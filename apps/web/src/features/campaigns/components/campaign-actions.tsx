import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import ArchiveIcon from '@mui/icons-material/Archive';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EditIcon from '@mui/icons-material/Edit';
import PauseIcon from '@mui/icons-material/Pause';
import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { StaffEditGuard } from '@/components/staff-read-only/staff-edit-guard';
import { toast } from '@/lib/toast/toast-store';
import type { Campaign } from '../api/get-campaign';
import { useSetUserStatus, type UserStatus } from '../api/set-user-status';
import { useCopyCampaign } from '../api/copy-campaign';
import { BulkConfirmDialog } from '../list/bulk-confirm-dialog';
import { campaignPaths } from '../paths';

/** "Copy": a new draft from the campaign (docs/access-roles.md "Campaign copy"), opened in the creator. */
function CopyAction({ accountId, campaignId }: { accountId: string; campaignId: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const copy = useCopyCampaign(accountId);
  const run = () =>
    copy.mutate(campaignId, {
      onSuccess: (draft) => {
        toast.success(t('campaigns.copied', { name: draft.name }));
        void navigate(campaignPaths.draft(accountId, draft.id));
      },
    });
  return (
    <StaffEditGuard>
      <Button startIcon={<ContentCopyIcon />} variant="outlined" loading={copy.isPending} onClick={run}>
        {t('campaigns.copy')}
      </Button>
    </StaffEditGuard>
  );
}

/**
 * The overview's actions on one campaign: edit, copy into a new draft, and pause / activate / archive
 * (PUT /campaigns/user-status with one id) behind a confirm dialog. Archived campaigns are final: only copy.
 */
export function CampaignActions({ accountId, campaign }: { accountId: string; campaign: Pick<Campaign, 'id' | 'userStatus'> }) {
  const { t } = useTranslation();
  const [asked, setAsked] = useState<UserStatus | null>(null);
  const setStatus = useSetUserStatus(accountId);
  if (campaign.userStatus === 'ARCHIVED')
    return (
      <Stack direction="row" spacing={1} role="group" aria-label={t('campaigns.actionsLabel')}>
        <CopyAction accountId={accountId} campaignId={campaign.id} />
      </Stack>
    );

  const confirm = (status: UserStatus) =>
    setStatus.mutate(
      { userStatus: status, campaignIds: [campaign.id] },
      {
        onSuccess: () => toast.success(t(`campaigns.bulk.done.${status}`, { count: 1 })),
        onSettled: () => setAsked(null),
      },
    );

  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('campaigns.actionsLabel')} sx={{ flexWrap: 'wrap' }}>
      <StaffEditGuard>
        <Button component={Link} to={campaignPaths.edit(accountId, campaign.id)} startIcon={<EditIcon />} variant="outlined">
          {t('campaigns.edit')}
        </Button>
      </StaffEditGuard>
      <CopyAction accountId={accountId} campaignId={campaign.id} />
      {campaign.userStatus === 'ACTIVE' ? (
        <StaffEditGuard>
          <Button startIcon={<PauseIcon />} variant="outlined" onClick={() => setAsked('PAUSED')}>
            {t('campaigns.bulk.PAUSED')}
          </Button>
        </StaffEditGuard>
      ) : (
        <StaffEditGuard>
          <Button startIcon={<PlayArrowIcon />} variant="outlined" onClick={() => setAsked('ACTIVE')}>
            {t('campaigns.bulk.ACTIVE')}
          </Button>
        </StaffEditGuard>
      )}
      <StaffEditGuard>
        <Button startIcon={<ArchiveIcon />} variant="outlined" color="error" onClick={() => setAsked('ARCHIVED')}>
          {t('campaigns.bulk.ARCHIVED')}
        </Button>
      </StaffEditGuard>
      <BulkConfirmDialog
        asked={asked}
        count={1}
        pending={setStatus.isPending}
        onCancel={() => setAsked(null)}
        onConfirm={() => asked && confirm(asked)}
        titleId="campaign-action-title"
      />
    </Stack>
  );
}
