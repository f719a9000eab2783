/**
 * The error catalogue (docs/requirements.md §8). Every API error is an RFC 9457 problem whose `type` is one of
 * these names; the web app chooses the message by `type`, never by matching message text.
 * `report` marks the (R) entries that are also sent to the error-reporting service.
 */
export const ERROR_CATALOGUE = {
  AccessForbiddenException: { message: 'No access to the advertising account.', report: false, status: 403 },
  AccountNameTakenException: { message: 'The account with this name already exists.', report: false, status: 409 },
  AnnouncementNameTakenException: { message: 'Announcement name is taken and it must be unique.', report: false, status: 409 },
  CampaignCreationException: { message: 'Cannot create campaign', report: true, status: 422 },
  CampaignValidationException: { message: 'Campaign validation error', report: false, status: 400 },
  CampaignNameNotUniqueException: { message: 'Campaign name must be unique in the context of an account.', report: false, status: 409 },
  InvalidStatisticsParamsException: {
    message: 'Invalid parameters for fetching statistics (metrics list, campaignId and sortBy needed)',
    report: true,
    status: 400,
  },
  InvalidSortByDefinitionException: { message: 'Invalid sortBy format in statistics', report: true, status: 400 },
  InvalidMoneyFormatException: { message: 'Invalid money format', report: true, status: 400 },
  InventoryFilterValidationException: { message: 'Validation error', report: false, status: 400 },
  ResourceOptimisticLockException: {
    message: 'The resource has been modified. Please refresh the page and try again.',
    report: false,
    status: 412,
  },
  OptimisticLockingFailureException: {
    message: 'The resource has been modified. Please refresh the page and try again.',
    report: false,
    status: 412,
  },
  ResourceNotFoundException: { message: 'Resource not found', report: true, status: 404 },
  ResourceForbiddenException: { message: 'Resource forbidden', report: true, status: 403 },
  StaticBannerDuplicatedPlacementChannelMarketException: {
    message: 'Static banner for placement, channel and market already exists.',
    report: false,
    status: 409,
  },
  StoreExternalIdTakenException: { message: 'A store with this external id already exists.', report: false, status: 409 },
  BillingProfileMissingException: {
    message: 'Add the billing details of the account (company, address, tax id) before publishing a campaign.',
    report: false,
    status: 409,
  },
  ComplaintStateException: {
    message: "This step does not fit the complaint's current status. Refresh the page to see it.",
    report: false,
    status: 409,
  },
  TooManyCampaignsUserStatusToChangeException: {
    message: 'Unable to change status for more than 1000 campaigns simultaneously.',
    report: false,
    status: 400,
  },
  TooManySkusException: { message: 'Too many SKU numbers entered.', report: false, status: 400 },
  TooManyRequestsException: { message: 'Too many requests. Wait a moment and try again.', report: false, status: 429 },
  OperationNotAllowedForAccountException: { message: 'Operation not allowed for this account', report: true, status: 403 },
  ValidationException: { message: 'Validation exception occurred', report: true, status: 400 },
} as const;

export type ErrorType = keyof typeof ERROR_CATALOGUE;

/** Field-specific details appended to a catalogue message (docs/requirements.md §8). Keyed by error type, then field. */
export const FIELD_DETAILS: Partial<Record<ErrorType, Record<string, string>>> = {
  CampaignValidationException: { END_DATE: 'The end date should be later than the start date.' },
  InventoryFilterValidationException: {
    BRANDS: 'Choose from 1 to 100 brands.',
    SEASONS: 'Choose from 1 to 100 seasons.',
    CATEGORIES: 'Choose from 1 to 100 categories.',
  },
};

/** Shown when an error has no known type and no detail (docs/requirements.md §8). */
export const DEFAULT_ERROR_MESSAGE = 'Something went wrong, please try again later.';

/** True when `type` is a catalogue name. */
export function isCatalogueType(type: unknown): type is ErrorType {
  return typeof type === 'string' && Object.hasOwn(ERROR_CATALOGUE, type);
}

/**
 * A business-rule violation raised by services; the server turns it into problem details
 * (status and title from the catalogue, `field` when one applies, `properties` as the problem's
 * machine-readable extras — e.g. a broken rule's code and its numbers in grosze or counts;
 * docs/conventions.md "Errors").
 */
export class DomainError extends Error {
  constructor(
    readonly type: ErrorType,
    readonly detail?: string,
    readonly field?: string,
    readonly properties: Readonly<Record<string, unknown>> = {},
  ) {
    super(detail ?? ERROR_CATALOGUE[type].message);
    this.name = type;
  }

  get status(): number {
    return ERROR_CATALOGUE[this.type].status;
  }
}
