import { Type, type Static } from '@sinclair/typebox';
import { AccountHeaders, nullable, SafeText, Uuid } from '../../http/schema';
import { Channel, Day, Delivery, Grosze, Markets, Sku } from './campaigns.schemas';

/** Body of PATCH /campaigns/{id} (docs/requirements.md §7): only the fields sent change. */
export const CampaignPatchSchema = Type.Object(
  {
    name: Type.Optional(SafeText({ minLength: 1, maxLength: 500 })),
    dailyBudget: Type.Optional(nullable(Grosze('Daily budget'))),
    totalBudget: Type.Optional(nullable(Grosze('Total budget; not below spentTotal + allowIncreaseOf'))),
    maxCpc: Type.Optional(Grosze('Max CPC')),
    startDate: Type.Optional(Day('First day; changeable only while the campaign has not started')),
    endDate: Type.Optional(nullable(Day('Last day (inclusive); null = runs until budget or deactivation'))),
    channel: Type.Optional(Channel()),
    markets: Type.Optional(Markets('Market codes the campaign serves; non-empty')),
    delivery: Type.Optional(Delivery()),
  },
  { additionalProperties: false },
);
export type CampaignPatch = Static<typeof CampaignPatchSchema>;

export const UserStatusSchema = Type.Union([Type.Literal('ACTIVE'), Type.Literal('PAUSED'), Type.Literal('ARCHIVED')]);

/**
 * Body of PUT /campaigns/user-status. No maxItems on purpose: more than 1000 ids must answer
 * TooManyCampaignsUserStatusToChangeException (docs/requirements.md §8, §9), which the service raises.
 */
export const UserStatusBodySchema = Type.Object(
  {
    userStatus: UserStatusSchema,
    campaignIds: Type.Array(Uuid(), { minItems: 1, description: 'At most 1000 campaign ids (docs/requirements.md §9)' }),
  },
  { additionalProperties: false },
);

export const UpdatedSchema = Type.Object({ updated: Type.Integer({ description: 'Campaigns whose status changed' }) });

/** Body of DELETE /campaign-drafts (docs/requirements.md §7 "body campaignDraftIds"). */
export const DeleteDraftsBodySchema = Type.Object(
  { campaignDraftIds: Type.Array(Uuid(), { minItems: 1, maxItems: 1000 }) },
  { additionalProperties: false },
);
export const DeletedSchema = Type.Object({ deleted: Type.Integer() });

/** A draft's or campaign's products (api-version 2). */
export const InventorySchema = Type.Object({
  skus: Type.Array(Type.String(), { description: 'Product SKU ids, sorted' }),
  count: Type.Integer(),
  inStock: Type.Integer({ description: 'How many of the SKUs are in stock' }),
});
export type InventoryView = Static<typeof InventorySchema>;

/** Body of PATCH …/inventory and PATCH /campaign-inventories/{campaignId} (docs/requirements.md §3 "Inventory update"). */
export const InventoryPatchSchema = Type.Object(
  {
    skusToAdd: Type.Optional(Type.Array(Sku, { maxItems: 100000 })),
    skusToRemove: Type.Optional(Type.Array(Sku, { maxItems: 100000 })),
  },
  { additionalProperties: false },
);
export type InventoryPatch = Static<typeof InventoryPatchSchema>;

export const ApiVersionHeaders = Type.Object({
  ...AccountHeaders.properties,
  'api-version': Type.Optional(Type.String({ maxLength: 100, description: 'Inventory API version; only 2 (absent = 2)' })),
});

/** GET/PATCH …/budget (docs/requirements.md §7). At least one of the two is set once validated (docs/requirements.md §5). */
export const BudgetSchema = Type.Object({
  dailyBudget: nullable(Grosze('Daily budget')),
  totalBudget: nullable(Grosze('Total budget')),
});
export const BudgetPatchSchema = Type.Object(
  {
    dailyBudget: Type.Optional(nullable(Grosze('Daily budget'))),
    totalBudget: Type.Optional(nullable(Grosze('Total budget'))),
  },
  { additionalProperties: false },
);
export type BudgetView = Static<typeof BudgetSchema>;
export type BudgetPatch = Static<typeof BudgetPatchSchema>;
