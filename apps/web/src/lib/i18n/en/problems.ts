import { DEFAULT_ERROR_MESSAGE, ERROR_CATALOGUE, FIELD_DETAILS, type ErrorType } from '@ads/domain';

/**
 * English messages of API problems: the error catalogue's own messages from `@ads/domain`, not repeated
 * here (docs/requirements.md §8); `../pl/problems.ts` translates each. Chosen by the problem's `type` and
 * `field` in lib/api/errors.ts.
 */
export const problems = {
  problems: {
    catalogue: Object.fromEntries(Object.entries(ERROR_CATALOGUE).map(([type, e]) => [type, e.message])) as Record<ErrorType, string>,
    fields: {
      CampaignValidationException: { END_DATE: FIELD_DETAILS.CampaignValidationException!.END_DATE! },
      InventoryFilterValidationException: {
        BRANDS: FIELD_DETAILS.InventoryFilterValidationException!.BRANDS!,
        SEASONS: FIELD_DETAILS.InventoryFilterValidationException!.SEASONS!,
        CATEGORIES: FIELD_DETAILS.InventoryFilterValidationException!.CATEGORIES!,
      },
    },
    fallback: DEFAULT_ERROR_MESSAGE,
  },
};
