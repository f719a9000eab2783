import Chip, { type ChipProps } from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../api/get-campaign';

/** A campaign's display state (spec §4, derived by the server), or DRAFT for an unpublished draft. */
export type DisplayState = Campaign['state'] | 'DRAFT';

const COLOR: Record<DisplayState, ChipProps['color']> = {
  SCHEDULED: 'info',
  RUNNING: 'success',
  PAUSED: 'default',
  OUT_OF_DAILY_BUDGET: 'warning',
  TOTAL_BUDGET_SPENT: 'error',
  OUT_OF_STOCK: 'warning',
  ENDED: 'default',
  ARCHIVED: 'default',
  DRAFT: 'default',
};

/**
 * The state as a chip whose tooltip explains it (spec §4 display rules: e.g. out of daily budget
 * resumes tomorrow, out of stock resumes when the products are back). The explanation is also the
 * chip's accessible description.
 */
export function CampaignStateChip({ state }: { state: DisplayState }) {
  const { t } = useTranslation();
  return (
    <Tooltip title={t(`campaigns.stateHints.${state}`)} describeChild>
      <Chip
        size="small"
        color={COLOR[state]}
        label={t(`campaigns.states.${state}`)}
        variant={state === 'RUNNING' ? 'filled' : 'outlined'}
        tabIndex={0}
      />
    </Tooltip>
  );
}
