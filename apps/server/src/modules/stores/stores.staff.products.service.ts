import { DomainError } from '@ads/domain';
import { toPage } from '../../http/page';
import type { CatalogueFace } from '../catalogue';
import type { ChangeRecorder } from '../audit';
import type { StaffScope } from '../access';
import type { StoreProductsStaffRepository } from './stores.staff.products.repository';
import type { StoresService } from './stores.service';
import type { ImportMode, ImportResult } from './stores.staff.schemas';
import { productIdsFromCsv } from './stores.staff.products-csv';

/** How many unknown ids an import answer lists (the count covers all). */
export const UNKNOWN_IDS_SHOWN = 50;

/**
 * Which products a store sells (store_products, i.e. what its MERCHANT accounts may advertise) and
 * the staff CSV import of that list (docs/architecture.md "Staff run the platform"). Every method takes the StaffScope first.
 */
export class StoreProductsStaffService {
  constructor(
    private readonly repo: StoreProductsStaffRepository,
    private readonly stores: Pick<StoresService, 'storeExists'>,
    /** The catalogue's face: which imported ids are products. */
    private readonly catalogue: CatalogueFace,
    /** Called after an import changed something, so inventories and the ad index refresh. */
    private readonly onCatalogueChanged: () => void,
  ) {}

  /** A page of the store's products (name, brand, stock), by name. @throws ResourceNotFoundException (404) for no store. */
  async list(scope: StaffScope, storeId: string, q: { search?: string; page: number; size: number }) {
    if (!(await this.stores.storeExists(storeId))) throw new DomainError('ResourceNotFoundException', `Store ${storeId} not found.`);
    const { content, total } = await this.repo.list(scope, storeId, q.search?.trim() || undefined, q.page, q.size);
    return toPage(content, total, q);
  }

  /**
   * Imports a store's product list from CSV (see productIdsFromCsv): `replace` makes the CSV the whole
   * list, `add` adds to it; ids that are no catalogue product are reported, not stored; all in one
   * transaction. Reports the product count before/after to the audit entry.
   * @returns counts, the first {@link UNKNOWN_IDS_SHOWN} unknown ids and the total afterwards.
   * @throws DomainError ValidationException (400, field csv) for an unreadable or too long CSV;
   *   ResourceNotFoundException (404) when the store does not exist.
   */
  async import(scope: StaffScope, storeId: string, csv: string, mode: ImportMode, onChange?: ChangeRecorder): Promise<ImportResult> {
    const { ids, invalid } = productIdsFromCsv(csv);
    const known = new Set(await this.catalogue.knownProductIds(ids));
    const outcome = await this.repo.import(
      scope,
      storeId,
      ids.filter((id) => known.has(id)),
      mode,
    );
    if (!outcome) throw new DomainError('ResourceNotFoundException', `Store ${storeId} not found.`);
    const unknown = [...invalid, ...ids.filter((id) => !known.has(id))];
    if (outcome.added || outcome.removed) this.onCatalogueChanged();
    onChange?.({ productCount: outcome.totalBefore }, { productCount: outcome.total });
    return {
      added: outcome.added,
      removed: outcome.removed,
      unknown: unknown.slice(0, UNKNOWN_IDS_SHOWN),
      unknownCount: unknown.length,
      total: outcome.total,
    };
  }
}
