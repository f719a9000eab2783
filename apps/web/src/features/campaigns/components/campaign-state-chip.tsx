import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Campaign } from '../api/get-campaign';

type State = Campaign['state'];

const COLOR: Record<State, ChipProps['color']> = {
  SCHEDULED: 'info',
  RUNNING: 'success',
  PAUSED: 'default',
  OUT_OF_DAILY_BUDGET: 'warning',
  TOTAL_BUDGET_SPENT: 'error',
  OUT_OF_STOCK: 'warning',
  ENDED: 'default',
  ARCHIVED: 'default',
};

/** The campaign's display state (spec §4), derived by the server. */
export function CampaignStateChip({ state }: { state: State }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={COLOR[state]} label={t(`campaigns.states.${state}`)} variant={state === 'RUNNING' ? 'filled' : 'outlined'} />
  );
}
