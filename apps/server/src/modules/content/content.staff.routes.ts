import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { staffResourceRoutes } from '../../http/staff-resource-routes';
import type { ContentStaffService } from './content.staff.service';
import { ContentIdParams, ContentInputSchema, ContentItemSchema } from './content.staff.schemas';

/** GET all, GET one, PUT (create), PUT one, DELETE under /marops/content (docs/requirements.md §7). */
export async function contentStaffRoutes(staff: App, service: ContentStaffService): Promise<void> {
  staffResourceRoutes(staff, {
    location: '/api/marops/content',
    schemas: { item: ContentItemSchema, params: ContentIdParams, input: ContentInputSchema, list: Type.Array(ContentItemSchema) },
    createMethod: 'put',
    conflicts: false,
    summaries: {
      list: 'Every content hub item, last changed first',
      get: 'One content item (ETag = version)',
      create: 'Create an article or guide',
      update: 'Replace a content item (If-Match with the ETag: 412 when stale)',
      delete: 'Delete a content item',
    },
    service,
  });
}
