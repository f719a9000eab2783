import Chip, { type ChipProps } from '@mui/material/Chip';
import { Tooltip } from '@/components/tooltip/tooltip';
import { useTranslation } from 'react-i18next';
import type { ResponseBody } from '@/lib/api/types';

/** A campaign's display state as the server derives it (docs/requirements.md §4), or DRAFT for a saved draft. */
export type CampaignStatus = ResponseBody<'/api/campaigns/{id}'>['state'] | 'DRAFT';

/** Every status, in the order a legend shows them. */
export const CAMPAIGN_STATUSES: readonly CampaignStatus[] = [
  'DRAFT',
  'SCHEDULED',
  'RUNNING',
  'PAUSED',
  'OUT_OF_DAILY_BUDGET',
  'TOTAL_BUDGET_SPENT',
  'OUT_OF_STOCK',
  'PLACE_NOT_SERVED',
  'PACED',
  'ENDED',
  'ARCHIVED',
  'ACCOUNT_SUSPENDED',
  'ACCOUNT_TERMINATED',
];

const COLOR: Record<CampaignStatus, ChipProps['color']> = {
  DRAFT: 'default',
  SCHEDULED: 'info',
  RUNNING: 'success',
  PAUSED: 'default',
  OUT_OF_DAILY_BUDGET: 'warning',
  TOTAL_BUDGET_SPENT: 'error',
  OUT_OF_STOCK: 'warning',
  PLACE_NOT_SERVED: 'warning',
  PACED: 'info',
  ENDED: 'default',
  ARCHIVED: 'default',
  ACCOUNT_SUSPENDED: 'warning',
  ACCOUNT_TERMINATED: 'error',
};

export interface StatusLabelProps {
  status: CampaignStatus;
  size?: 'small' | 'medium';
  /** Show what the state means (`campaigns.stateHints.*`, docs/requirements.md §4 display rules) as a tooltip and accessible description. */
  explain?: boolean;
}

/**
 * The campaign status label: the translated state name (`campaigns.states.*`) in the state's colour.
 * Only RUNNING is filled, so the one state that spends money stands out in a list.
 */
export function StatusLabel({ status, size = 'small', explain = false }: StatusLabelProps) {
  const { t } = useTranslation();
  const chip = (
    <Chip
      size={size}
      color={COLOR[status]}
      label={t(`campaigns.states.${status}`)}
      variant={status === 'RUNNING' ? 'filled' : 'outlined'}
      data-status={status}
      {...(explain ? { tabIndex: 0 } : {})}
    />
  );
  return explain ? (
    <Tooltip title={t(`campaigns.stateHints.${status}`)} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
