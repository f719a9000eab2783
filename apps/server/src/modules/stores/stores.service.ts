import type { StoresRepository } from './stores.repository';

/**
 * The stores that MERCHANT accounts belong to and the products each sells (store_products: what a
 * MERCHANT account of the store may advertise, docs/requirements.md §3), as other modules read them.
 */
export class StoresService {
  constructor(private readonly repo: StoresRepository) {}

  /** Whether a store with this id exists. */
  async storeExists(storeId: string): Promise<boolean> {
    return this.repo.exists(storeId);
  }

  /** How many products the store sells. */
  async productCount(storeId: string): Promise<number> {
    return this.repo.productCount(storeId);
  }

  /** The ids among `productIds` that the store sells. */
  async productsInStore(storeId: string, productIds: readonly string[]): Promise<string[]> {
    return productIds.length > 0 ? this.repo.productsInStore(storeId, productIds) : [];
  }
}
