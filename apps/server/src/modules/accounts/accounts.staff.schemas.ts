import { Type, type Static } from '@sinclair/typebox';
import { nullable } from '../../http/schema';
import { ProblemSchema } from '../../http/problem';
import { pageSchema } from '../../http/page';
import { ACCOUNT_SORT_KEYS } from './accounts.staff.list.repository';

const AccountTypeSchema = Type.Union([Type.Literal('BRAND'), Type.Literal('MERCHANT')]);
export const AccountStatusSchema = Type.Union(
  [Type.Literal('ACTIVE'), Type.Literal('SUSPENDED'), Type.Literal('TERMINATED'), Type.Literal('BANNED')],
  { description: 'Account lifecycle: only ACTIVE accounts serve ads' },
);
const ChannelSchema = Type.Union([Type.Literal('MAIN'), Type.Literal('EOBUWIE')], {
  description: 'MAIN = the main shop channel ({product})',
});

export const AccountIdParamsSchema = Type.Object({ id: Type.String({ format: 'uuid' }) });

export const StaffAccountListQuerySchema = Type.Object({
  search: Type.Optional(Type.String({ maxLength: 200, description: 'Substring of the name, a member e-mail or the tax id' })),
  type: Type.Optional(AccountTypeSchema),
  status: Type.Optional(AccountStatusSchema),
  page: Type.Integer({ minimum: 0, default: 0 }),
  size: Type.Integer({ minimum: 1, maximum: 200, default: 25 }),
  sort: Type.String({
    pattern: `^(${ACCOUNT_SORT_KEYS.join('|')}),(ASC|DESC)$`,
    default: 'name,ASC',
    description: `<field>,ASC|DESC (as the campaign lists); field one of ${ACCOUNT_SORT_KEYS.join(', ')}`,
  }),
});

export const StaffAccountListItemSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  type: AccountTypeSchema,
  status: AccountStatusSchema,
  statusReason: nullable(Type.String()),
  taxId: nullable(Type.String()),
  memberCount: Type.Integer(),
  spendMtd: Type.Integer({ description: 'Cost of clicks this Europe/Warsaw month so far, grosze' }),
  runningCampaigns: Type.Integer({ description: 'Campaigns whose display state is RUNNING now' }),
  lastActivityAt: Type.String({ format: 'date-time', description: 'Latest change of the account or one of its campaigns' }),
  lastTrafficDay: nullable(Type.String({ format: 'date', description: 'Latest Warsaw day with impressions or clicks' })),
  createdAt: Type.String({ format: 'date-time' }),
});

export const StaffAccountPageSchema = pageSchema(StaffAccountListItemSchema);

const editable = {
  name: Type.String({ minLength: 1, maxLength: 200, description: 'Unique regardless of letter case' }),
  type: AccountTypeSchema,
  brandCodes: Type.Array(Type.String({ minLength: 1, maxLength: 100 }), {
    maxItems: 100,
    default: [],
    description: 'BRAND: codes of /brands',
  }),
  storeId: Type.Optional(nullable(Type.String({ format: 'uuid', description: 'MERCHANT: its store' }))),
  channels: Type.Array(ChannelSchema, { minItems: 1, maxItems: 2, uniqueItems: true }),
  markets: Type.Array(Type.String({ pattern: '^[A-Z]{2}$' }), { minItems: 1, maxItems: 30, uniqueItems: true }),
  taxId: Type.Optional(nullable(Type.String({ maxLength: 40, description: 'NIP (10 digits, checksum) or EU VAT id' }))),
};

export const StaffAccountCreateSchema = Type.Object({
  ...editable,
  email: Type.String({ minLength: 3, maxLength: 254, description: 'First member: gets the invitation e-mail (link valid 7 days)' }),
});
export type StaffAccountCreate = Static<typeof StaffAccountCreateSchema>;

export const StaffAccountUpdateSchema = Type.Object(editable);
export type StaffAccountUpdate = Static<typeof StaffAccountUpdateSchema>;

export const StaffAccountSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  ...editable,
  storeId: nullable(Type.String({ format: 'uuid' })),
  taxId: nullable(Type.String()),
  status: AccountStatusSchema,
  statusReason: nullable(Type.String()),
  statusChangedAt: nullable(Type.String({ format: 'date-time' })),
  people: Type.Array(
    Type.Object({
      email: Type.String(),
      status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('INVITED')]),
      expiresAt: nullable(Type.String({ format: 'date-time', description: 'INVITED: when the link stops working' })),
    }),
  ),
  version: Type.Integer({ description: 'Also sent as the ETag; send it back as If-Match' }),
  createdAt: Type.String({ format: 'date-time' }),
});
export type StaffAccountView = Static<typeof StaffAccountSchema>;

export const ReasonBodySchema = Type.Object({
  reason: Type.String({ minLength: 1, maxLength: 1000, description: "Staff's reason, shown to the advertiser" }),
});
export const OptionalReasonBodySchema = Type.Object({ reason: Type.Optional(Type.String({ maxLength: 1000 })) });

export const ResendInvitationSchema = Type.Object({ email: Type.String({ minLength: 3, maxLength: 254 }) });
export const ResendInvitationResultSchema = Type.Object({
  email: Type.String(),
  invitations: Type.Array(
    Type.Object({
      accountId: Type.String({ format: 'uuid' }),
      accountName: Type.String(),
      expiresAt: Type.String({ format: 'date-time' }),
    }),
  ),
});

/** OpenAPI tag of the staff account routes. */
export const tags = ['marops-accounts'];
/** Problems every staff account route may answer. */
export const staffErrors = { 400: ProblemSchema, 401: ProblemSchema, 403: ProblemSchema, 404: ProblemSchema };
