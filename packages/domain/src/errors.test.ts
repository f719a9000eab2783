import { describe, expect, it } from 'vitest';
import { DEFAULT_ERROR_MESSAGE, DomainError, ERROR_CATALOGUE, FIELD_DETAILS, isCatalogueType, type ErrorType } from './errors';

/**
 * docs/requirements.md §8 "Error catalogue", copied verbatim: Type | Message. "(R)" = also reported to the error service.
 * The two optimistic-lock types share one row in the requirements.
 */
const SPEC_TABLE = `
| AccessForbiddenException | No access to the advertising account. |
| AccountNameTakenException | The account with this name already exists. |
| AnnouncementNameTakenException | Announcement name is taken and it must be unique. |
| CampaignCreationException | Cannot create campaign (R) |
| CampaignValidationException | Campaign validation error; for field END_DATE: The end date should be later than the start date. |
| CampaignNameNotUniqueException | Campaign name must be unique in the context of an account. |
| InvalidStatisticsParamsException | Invalid parameters for fetching statistics (metrics list, campaignId and sortBy needed) (R) |
| InvalidSortByDefinitionException | Invalid sortBy format in statistics (R) |
| InvalidMoneyFormatException | Invalid money format (R) |
| InventoryFilterValidationException | Validation error, details for BRANDS, SEASONS, CATEGORIES (1 to 100 each) |
| ResourceOptimisticLockException, OptimisticLockingFailureException | The resource has been modified. Please refresh the page and try again. |
| ResourceNotFoundException | Resource not found (R) |
| ResourceForbiddenException | Resource forbidden (R) |
| StaticBannerDuplicatedPlacementChannelMarketException | Static banner for placement, channel and market already exists. |
| TooManyCampaignsUserStatusToChangeException | Unable to change status for more than 1000 campaigns simultaneously. |
| TooManySkusException | Too many SKU numbers entered. |
| OperationNotAllowedForAccountException | Operation not allowed for this account (R) |
| ValidationException | Validation exception occurred (R) |
`;

/** Rows whose message cell also carries field details, split by hand: [base message, field → detail]. */
const DETAIL_ROWS: Record<string, [string, Record<string, string>]> = {
  CampaignValidationException: ['Campaign validation error', { END_DATE: 'The end date should be later than the start date.' }],
  InventoryFilterValidationException: [
    'Validation error',
    { BRANDS: 'Choose from 1 to 100 brands.', SEASONS: 'Choose from 1 to 100 seasons.', CATEGORIES: 'Choose from 1 to 100 categories.' },
  ],
};

interface Row {
  type: string;
  message: string;
  report: boolean;
}

function specRows(): Row[] {
  const rows: Row[] = [];
  for (const line of SPEC_TABLE.trim().split('\n')) {
    const [, types, cell] = /^\| (.+?) \| (.+) \|$/.exec(line)!;
    const report = cell!.endsWith(' (R)');
    const text = report ? cell!.slice(0, -' (R)'.length) : cell!;
    for (const type of types!.split(', ')) {
      rows.push({ type, message: DETAIL_ROWS[type]?.[0] ?? text, report });
    }
  }
  return rows;
}

/** Types the project added beyond docs/requirements.md §8, for staff screens the requirements lists without details. */
const PROJECT_TYPES: Record<string, { message: string; status: number }> = {
  StoreExternalIdTakenException: { message: 'A store with this external id already exists.', status: 409 },
  BillingProfileMissingException: {
    message: 'Add the billing details of the account (company, address, tax id) before publishing a campaign.',
    status: 409,
  },
  ComplaintStateException: { message: "This step does not fit the complaint's current status. Refresh the page to see it.", status: 409 },
  TooManyRequestsException: { message: 'Too many requests. Wait a moment and try again.', status: 429 },
};

describe('ERROR_CATALOGUE (docs/requirements.md §8)', () => {
  const rows = specRows();

  it("has exactly the requirements' 19 types plus the project's own, no more and no fewer", () => {
    expect(rows).toHaveLength(19);
    expect(Object.keys(ERROR_CATALOGUE).sort()).toEqual([...rows.map((r) => r.type), ...Object.keys(PROJECT_TYPES)].sort());
  });

  it.each(Object.entries(PROJECT_TYPES))('project type %s keeps its message and status', (type, { message, status }) => {
    expect(ERROR_CATALOGUE[type as ErrorType]).toMatchObject({ message, status, report: false });
  });

  it.each(rows)('$type: "$message", reported=$report', ({ type, message, report }) => {
    expect(isCatalogueType(type)).toBe(true);
    const entry = ERROR_CATALOGUE[type as ErrorType];
    expect(entry.message).toBe(message);
    expect(entry.report).toBe(report);
  });

  it('gives every type a 4xx status, with the HTTP meaning of its name', () => {
    for (const entry of Object.values(ERROR_CATALOGUE)) {
      expect(entry.status).toBeGreaterThanOrEqual(400);
      expect(entry.status).toBeLessThan(500);
    }
    expect(ERROR_CATALOGUE.AccessForbiddenException.status).toBe(403);
    expect(ERROR_CATALOGUE.ResourceForbiddenException.status).toBe(403);
    expect(ERROR_CATALOGUE.OperationNotAllowedForAccountException.status).toBe(403);
    expect(ERROR_CATALOGUE.ResourceNotFoundException.status).toBe(404);
    expect(ERROR_CATALOGUE.ResourceOptimisticLockException.status).toBe(412); // docs/conventions.md "Errors": stale If-Match → 412
    expect(ERROR_CATALOGUE.OptimisticLockingFailureException.status).toBe(412);
    expect(ERROR_CATALOGUE.CampaignNameNotUniqueException.status).toBe(409);
    expect(ERROR_CATALOGUE.AccountNameTakenException.status).toBe(409);
    expect(ERROR_CATALOGUE.ValidationException.status).toBe(400);
    expect(ERROR_CATALOGUE.InvalidMoneyFormatException.status).toBe(400);
  });
});

describe('FIELD_DETAILS (docs/requirements.md §8)', () => {
  it('has exactly the field details of the requirements', () => {
    expect(FIELD_DETAILS).toEqual(Object.fromEntries(Object.entries(DETAIL_ROWS).map(([type, [, details]]) => [type, details])));
  });
});

describe('DEFAULT_ERROR_MESSAGE', () => {
  it("is the requirements' fallback text", () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something went wrong, please try again later.');
  });
});

describe('isCatalogueType', () => {
  it('accepts catalogue names only, not inherited properties or other values', () => {
    expect(isCatalogueType('ValidationException')).toBe(true);
    expect(isCatalogueType('validationexception')).toBe(false);
    expect(isCatalogueType('Unknown response error')).toBe(false);
    expect(isCatalogueType('Request error')).toBe(false);
    expect(isCatalogueType('toString')).toBe(false);
    expect(isCatalogueType('__proto__')).toBe(false);
    expect(isCatalogueType('')).toBe(false);
    expect(isCatalogueType(undefined)).toBe(false);
    expect(isCatalogueType(null)).toBe(false);
    expect(isCatalogueType(403)).toBe(false);
  });
});

describe('DomainError', () => {
  it('defaults its message to the catalogue message', () => {
    const e = new DomainError('CampaignNameNotUniqueException');
    expect(e).toBeInstanceOf(Error);
    expect(e.type).toBe('CampaignNameNotUniqueException');
    expect(e.name).toBe('CampaignNameNotUniqueException');
    expect(e.message).toBe('Campaign name must be unique in the context of an account.');
    expect(e.detail).toBeUndefined();
    expect(e.field).toBeUndefined();
    expect(e.status).toBe(409);
  });

  it('carries detail and field', () => {
    const e = new DomainError('CampaignValidationException', 'The end date should be later than the start date.', 'END_DATE');
    expect(e.message).toBe('The end date should be later than the start date.');
    expect(e.detail).toBe('The end date should be later than the start date.');
    expect(e.field).toBe('END_DATE');
    expect(e.status).toBe(400);
  });

  it('takes its status from the catalogue for every type', () => {
    for (const type of Object.keys(ERROR_CATALOGUE) as ErrorType[]) {
      expect(new DomainError(type).status).toBe(ERROR_CATALOGUE[type].status);
      expect(new DomainError(type).message).toBe(ERROR_CATALOGUE[type].message);
    }
  });
});
