import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { staffResourceRoutes } from '../../http/staff-resource-routes';
import type { StaticBannersStaffService } from './static-banners.staff.service';
import { StaticBannerIdParams, StaticBannerInputSchema, StaticBannerSchema } from './static-banners.staff.schemas';

/** GET all, GET one, POST, PUT, DELETE under /marops/static-banners (docs/requirements.md §7). */
export async function staticBannersStaffRoutes(staff: App, service: StaticBannersStaffService): Promise<void> {
  staffResourceRoutes(staff, {
    location: '/api/marops/static-banners',
    schemas: {
      item: StaticBannerSchema,
      params: StaticBannerIdParams,
      input: StaticBannerInputSchema,
      list: Type.Array(StaticBannerSchema),
    },
    createMethod: 'post',
    conflicts: true,
    summaries: {
      list: 'Every static banner by placement, channel, market',
      get: 'One static banner (ETag = version)',
      create: 'Create a static banner; one per placement, channel and market (409 StaticBannerDuplicatedPlacementChannelMarketException)',
      update: "Replace a static banner's fields (If-Match with the ETag: 412 when stale)",
      delete: 'Delete a static banner',
    },
    service,
  });
}
