import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { requireStaff } from '../access';
import { recordChanges } from '../audit';
import type { StoreProductsStaffService } from './stores.staff.products.service';
import {
  ImportQuerySchema,
  ImportResultSchema,
  StoreIdParams,
  StoreProductPageSchema,
  StoreProductQuerySchema,
} from './stores.staff.schemas';
import { MAX_IMPORT_BYTES } from './stores.staff.products-csv';

const errors = { 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
const security = [{ bearer: [] }];

/** A store's products and their CSV import (docs/architecture.md "Staff run the platform"), under /marops/stores/{id}/products. */
export async function storeProductsStaffRoutes(staff: App, products: StoreProductsStaffService): Promise<void> {
  // CSV bodies only here (encapsulated in this plugin); larger than MAX_IMPORT_BYTES answers 413.
  staff.addContentTypeParser('text/csv', { parseAs: 'string', bodyLimit: MAX_IMPORT_BYTES }, (_request, body, done) => done(null, body));

  staff.get(
    '/:id/products',
    {
      schema: {
        tags: ['marops'],
        summary: 'The products a store sells (name, brand, stock), by name, paged',
        security,
        params: StoreIdParams,
        querystring: StoreProductQuerySchema,
        response: { 200: StoreProductPageSchema, 400: ProblemSchema, ...errors },
      },
    },
    async (request) => products.list(requireStaff(request.actor), request.params.id, request.query),
  );

  staff.post(
    '/:id/products/import',
    {
      bodyLimit: MAX_IMPORT_BYTES,
      schema: {
        tags: ['marops'],
        summary: "Import a store's product list from CSV (one product id per row, or a product_id column): replace or add",
        description: 'At most 2 MB (413) and 100,000 rows (400). Unknown product ids are reported, not stored.',
        security,
        params: StoreIdParams,
        querystring: ImportQuerySchema,
        body: { content: { 'text/csv': { schema: { type: 'string' } } } },
        response: { 200: ImportResultSchema, 400: ProblemSchema, 413: ProblemSchema, 415: ProblemSchema, ...errors },
      },
    },
    async (request) =>
      products.import(requireStaff(request.actor), request.params.id, request.body as string, request.query.mode, recordChanges(request)),
  );
}
