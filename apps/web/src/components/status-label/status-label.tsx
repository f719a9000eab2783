import Box from '@mui/material/Box';
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

type Colour = 'default' | 'info' | 'success' | 'warning' | 'error';

const COLOR: Record<CampaignStatus, Colour> = {
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
 * The campaign status label: the translated state name (`campaigns.states.*`) in the state's colour, drawn as MUI's
 * outlined chip (filled for RUNNING) — a plain span, since the label is on the first screen and MUI's Chip brings
 * its delete icon, ripple and button code (docs/web-performance.md). Only RUNNING is filled, so the one state that
 * spends money stands out in a list.
 */
export function StatusLabel({ status, size = 'small', explain = false }: StatusLabelProps) {
  const { t } = useTranslation();
  const colour = COLOR[status];
  const filled = status === 'RUNNING';
  const small = size === 'small';
  const chip = (
    <Box
      component="span"
      data-status={status}
      {...(explain ? { tabIndex: 0 } : {})}
      sx={(theme) => {
        const main = colour === 'default' ? theme.palette.text.primary : theme.palette[colour].main;
        // Outlined, a colour writes in its dark shade (as the theme's MuiChip override): 4.5:1 also on a selected row.
        const outlined = colour === 'default' ? main : theme.palette[colour].dark;
        return {
          display: 'inline-flex',
          alignItems: 'center',
          maxWidth: '100%',
          boxSizing: 'border-box',
          height: small ? 24 : 32,
          px: small ? '7px' : '11px',
          borderRadius: small ? '12px' : '16px',
          fontSize: theme.typography.pxToRem(13),
          fontFamily: theme.typography.fontFamily,
          whiteSpace: 'nowrap',
          verticalAlign: 'middle',
          border: '1px solid',
          borderColor: filled ? 'transparent' : colour === 'default' ? theme.palette.grey[400] : outlined,
          color: filled && colour !== 'default' ? theme.palette[colour].contrastText : outlined,
          bgcolor: filled && colour !== 'default' ? main : 'transparent',
          '&:focus-visible': { outline: `2px solid ${theme.palette.primary.main}`, outlineOffset: 1 },
        };
      }}
    >
      <Box component="span" sx={{ overflow: 'hidden', textOverflow: 'ellipsis' }}>
        {t(`campaigns.states.${status}`)}
      </Box>
    </Box>
  );
  return explain ? (
    <Tooltip title={t(`campaigns.stateHints.${status}`)} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}
