import {
  activeChannelMarkets,
  DomainError,
  EOBUWIE_CHANNEL,
  isUuid,
  MARKETS,
  type CampaignRequirements,
  type KeywordRequirements,
} from '@ads/domain';
import { toPage } from '../../http/page';
import type { AccountsFace } from '../accounts';
import { requireAccount, type Actor } from '../access';
import type { CatalogueRepository, InventoryScope, ProductCriteria } from './catalogue.repository';
import type { ProductPage, ProductQuery, ServicesConfig } from './catalogue.schemas';

/** What the catalogue needs from the configuration. */
export interface CatalogueSettings {
  campaignRequirements: CampaignRequirements;
  /** Keyword limits of search placements (docs/search-placements.md "Limits"). */
  keywordRequirements: KeywordRequirements;
  /** The main shop channel ({product} in the requirements). */
  productChannel: { code: string; name: string };
}

export const EOBUWIE = EOBUWIE_CHANNEL;
/** Most codes in one product filter (docs/requirements.md §5, §9: 1 to 100 brands, seasons, categories). */
export const MAX_FILTER_CODES = 100;
/** Product page size when none is asked for (docs/requirements.md §9). */
export const DEFAULT_PAGE_SIZE = 10;

/**
 * A comma list as codes (trimmed, de-duplicated, `normalise`d); undefined when absent or empty
 * (an empty list is no filter). @throws DomainError InventoryFilterValidationException (field) over 100 codes.
 */
function codeList(raw: string | undefined, field: 'BRANDS' | 'SEASONS' | 'CATEGORIES', normalise: (s: string) => string) {
  const codes = [
    ...new Set(
      (raw ?? '')
        .split(',')
        .map((s) => normalise(s.trim()))
        .filter((s) => s !== ''),
    ),
  ];
  if (codes.length > MAX_FILTER_CODES) {
    throw new DomainError('InventoryFilterValidationException', `At most ${MAX_FILTER_CODES} codes, got ${codes.length}.`, field);
  }
  return codes.length > 0 ? codes : undefined;
}

/** Catalogue dictionaries and the advertiser's product list (docs/requirements.md §3, §5, §7). */
export class CatalogueService {
  constructor(
    private readonly repo: CatalogueRepository,
    private readonly accounts: AccountsFace,
    private readonly settings: CatalogueSettings,
  ) {}

  /**
   * GET /services-config (docs/requirements.md §3 Config): campaign requirements (grosze), keyword requirements
   * (docs/search-placements.md "Limits"), markets `{code, label}`,
   * active channel markets (channel code → `[{code}]`, domain `activeChannelMarkets`) and the channels
   * (main, EOBUWIE, ALL shown as "{product} and eobuwie", docs/requirements.md §1). Same for every caller.
   */
  servicesConfig(): ServicesConfig {
    const main = this.settings.productChannel;
    return {
      campaignRequirements: this.settings.campaignRequirements,
      keywordRequirements: this.settings.keywordRequirements,
      markets: MARKETS.map((m) => ({ ...m })),
      activeChannelMarkets: Object.fromEntries(
        Object.entries(activeChannelMarkets(main.code)).map(([channel, codes]) => [channel, codes.map((code) => ({ code }))]),
      ),
      channels: [
        { code: main.code, label: main.name },
        { code: EOBUWIE, label: 'eobuwie' },
        { code: 'ALL', label: `${main.name} and eobuwie` },
      ],
    };
  }

  /**
   * Which of `ids` are catalogue products (the staff store import keeps only those).
   * @returns the known ids, in no particular order.
   */
  async knownProductIds(ids: readonly string[]): Promise<string[]> {
    return ids.length > 0 ? this.repo.knownProductIds(ids) : [];
  }

  /** All brands, `{code, label}`, ordered by label (case-insensitive). */
  async brands() {
    return this.repo.listBrands();
  }

  /**
   * Every level of the category tree as `{code, path}`. One catalogue serves both channels and the PL
   * market, so the list is the same for every known channel and market; a filter naming only unknown
   * channels or markets gets an empty list.
   */
  async categoryDictionaries(channels: string[] | undefined, markets: string[] | undefined) {
    const knownChannels = [this.settings.productChannel.code, EOBUWIE, 'ALL'];
    if (channels && channels.length > 0 && !channels.some((c) => knownChannels.includes(c))) return [];
    if (markets && markets.length > 0 && !markets.some((m) => MARKETS.some((k) => k.code === m))) return [];
    return this.repo.listCategories();
  }

  /**
   * GET /products/skus: the SKUs of every product matching the filters of GET /products (same query, no paging), in
   * the list's order, at most the campaign SKU limit (`maxSkuCount`, docs/requirements.md §9), and how many match
   * in all — so "add all matching" can say when the limit cut the list.
   * @throws as {@link listProducts}.
   */
  async matchingSkus(actor: Actor, accountId: string | undefined, query: Omit<ProductQuery, 'page' | 'size' | 'returnAvailableFilters'>) {
    const criteria = await this.criteria(actor, accountId, query);
    const limit = this.settings.campaignRequirements.maxSkuCount;
    const { rows, total } = await this.repo.pageProducts(criteria, 0, limit);
    return { skus: rows.map((r) => r.id), total, limit };
  }

  /** The repository criteria of a product query (access checked: capability `read`). */
  private async criteria(
    actor: Actor,
    accountId: string | undefined,
    query: Omit<ProductQuery, 'page' | 'size'>,
  ): Promise<ProductCriteria> {
    const scope = requireAccount(actor, accountId, 'read');
    const account = await this.accounts.account(scope);
    const q = { ...query, skuSelect: query.skuSelect ?? 'AVAILABLE_FOR_CAMPAIGN' };
    const criteria: ProductCriteria = {};
    const brandCodes = codeList(q.brandCodes, 'BRANDS', (s) => s.toLowerCase());
    const seasonCodes = codeList(q.seasonCodes, 'SEASONS', (s) => s.toUpperCase());
    const categoryCodes = codeList(q.categoryCodes, 'CATEGORIES', (s) => s.toLowerCase());
    if (brandCodes) criteria.brandCodes = brandCodes;
    if (seasonCodes) criteria.seasonCodes = seasonCodes;
    if (categoryCodes) criteria.categoryCodes = categoryCodes;
    const search = q.search?.trim();
    if (search) criteria.search = search;

    if (q.skuSelect === 'IN_CAMPAIGN' && !q.campaignId) {
      throw new DomainError('ValidationException', 'campaignId is required with skuSelect=IN_CAMPAIGN.', 'CAMPAIGN_ID');
    }
    if (q.campaignId) {
      const kind = isUuid(q.campaignId) ? await this.repo.campaignKind(scope, q.campaignId) : null;
      if (kind === null)
        throw new DomainError('ResourceNotFoundException', `No campaign or draft ${q.campaignId} in this account.`, 'CAMPAIGN_ID');
      criteria.campaign = { kind, id: q.campaignId, mode: q.skuSelect === 'IN_CAMPAIGN' ? 'IN' : 'NOT_IN' };
    }
    if (q.skuSelect === 'AVAILABLE_FOR_CAMPAIGN') criteria.scope = scopeOf(account);
    return criteria;
  }

  /**
   * GET /products: a page of the account's products (docs/requirements.md §7), prices in grosze.
   * AVAILABLE_FOR_CAMPAIGN = the account's inventory (BRAND: its brands' products; MERCHANT: its store's),
   * minus the products already in `campaignId` when given. IN_CAMPAIGN = the products of `campaignId`
   * (a campaign or a draft of the account), whether or not they are still in the inventory, so that an
   * advertiser can always see and remove them. Filters: search (name or SKU, case-insensitive), brand,
   * season, category (a code matches its subcategories). `availableFilters` counts each facet over the
   * rest of the criteria.
   * @throws DomainError AccessForbiddenException (not the caller's account), InventoryFilterValidationException
   *   (field BRANDS/SEASONS/CATEGORIES, over 100 codes), ValidationException (field CAMPAIGN_ID: IN_CAMPAIGN
   *   without campaignId), ResourceNotFoundException (campaignId not a campaign or draft of the account).
   */
  async listProducts(actor: Actor, accountId: string | undefined, query: ProductQuery): Promise<ProductPage> {
    const q = { ...query, page: query.page ?? 0, size: query.size ?? DEFAULT_PAGE_SIZE };
    const criteria = await this.criteria(actor, accountId, query);
    const { rows, total } = await this.repo.pageProducts(criteria, q.page, q.size);
    const result: ProductPage = toPage(
      rows.map((r) => ({
        sku: r.id,
        name: r.name,
        brand: { code: r.brand_code, label: r.brand_label },
        seasonCode: r.season_code,
        categoryCode: r.category_code,
        categoryPath: r.category_path,
        price: r.price,
        imageUrl: r.image_url,
        stock: r.stock,
        inStock: r.stock > 0,
      })),
      total,
      q,
    );
    if (q.returnAvailableFilters === true) {
      const [brands, seasons, categories] = await Promise.all([
        this.repo.brandCounts(criteria),
        this.repo.seasonCounts(criteria),
        this.repo.categoryCounts(criteria),
      ]);
      result.availableFilters = { brands, seasons, categories };
    }
    return result;
  }
}

function scopeOf(account: { type: string; brandCodes: string[]; storeId: string | null }): InventoryScope {
  return account.type === 'MERCHANT' ? { type: 'MERCHANT', storeId: account.storeId } : { type: 'BRAND', brandCodes: account.brandCodes };
}
