import { Type } from '@sinclair/typebox';
import { PageIndex, QueryInteger, SafeText } from '../../http/schema';
import { pageSchema } from '../../http/page';

const LanguageSchema = Type.Union([Type.Literal('en'), Type.Literal('pl')], { description: 'en = English, pl = Polish' });

export const AccountSchema = Type.Object(
  {
    id: Type.String({ format: 'uuid' }),
    name: Type.String(),
    type: Type.Union([Type.Literal('BRAND'), Type.Literal('MERCHANT')]),
    inventory: Type.Object({
      brandCodes: Type.Array(Type.String(), { description: 'BRAND accounts advertise the products of these brands' }),
      storeId: Type.Union([Type.String(), Type.Null()], { description: 'MERCHANT accounts advertise the products of this store' }),
      productCount: Type.Integer({ description: 'Products the account may advertise' }),
    }),
    status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('SUSPENDED'), Type.Literal('TERMINATED'), Type.Literal('BANNED')], {
      description: 'Set by staff: only ACTIVE accounts show ads',
    }),
    statusReason: Type.Union([Type.String(), Type.Null()], { description: "Staff's reason for a status other than ACTIVE" }),
    version: Type.Integer({ description: 'Version for optimistic concurrency, also sent as the ETag' }),
    role: Type.Optional(
      Type.Union(
        [Type.Literal('ADMIN'), Type.Literal('CAMPAIGN_MANAGER'), Type.Literal('BILLING'), Type.Literal('READ_ONLY'), Type.Null()],
        { description: "The caller's role in the account (docs/access-roles.md); null for staff acting on it" },
      ),
    ),
  }
);

export const AccountPatchSchema = Type.Object({
  name: SafeText({ minLength: 1, maxLength: 200, description: 'New account name (trimmed, not blank), unique regardless of letter case' }),
});

export const UserInfoSchema = Type.Object(
  {
    id: Type.String(),
    name: Type.String(),
    email: Type.String(),
    roles: Type.Array(Type.String()),
    termsOfServiceAccepted: Type.Boolean({ description: 'Whether the user accepted the terms version in force (or a newer one)' }),
    termsVersionInForce: Type.Union([Type.Integer(), Type.Null()], { description: 'The terms version in force now (GET /api/terms/versions/{version})' }),
    termsAcceptedVersion: Type.Union([Type.Integer(), Type.Null()], { description: 'The newest terms version the user accepted; null = none' }),
    language: Type.Union([LanguageSchema, Type.Null()], {
      description: 'The language the user chose for the web app and their e-mails; null until they choose (English then)',
    }),
  }
);

/** Body and answer of PUT /account-views/user/language. */
export const UserLanguageSchema = Type.Object({ language: LanguageSchema });

export const PageQuerySchema = Type.Object({
  page: PageIndex({ default: 0 }),
  size: QueryInteger({ minimum: 1, maximum: 200, default: 50 }),
});

export const AccountPageSchema = pageSchema(AccountSchema);
