import { Type, type Static } from '@sinclair/typebox';
import { ACCOUNT_ROLES } from '@ads/domain';
import { nullable } from '../../http/schema';

/** Longest key name (characters). */
export const API_KEY_NAME_MAX = 100;
/** Keys an account may have that are not revoked. */
export const API_KEYS_ACTIVE_MAX = 25;

export const ApiKeyRoleSchema = Type.Union(
  ACCOUNT_ROLES.map((r) => Type.Literal(r)),
  { description: 'Role of the key in its account (docs/access-roles.md)' },
);

export const ApiKeySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  role: ApiKeyRoleSchema,
  prefix: Type.String({ description: 'The start of the key (`adsk_<prefix>`), to tell keys apart; the rest is never shown again' }),
  status: Type.Union([Type.Literal('ACTIVE'), Type.Literal('REVOKED')]),
  createdAt: Type.String({ format: 'date-time' }),
  createdBy: nullable(Type.String({ description: 'E-mail of the admin who made the key' })),
  lastUsedAt: nullable(Type.String({ format: 'date-time', description: 'Last call with the key, to the minute; null = never used' })),
  revokedAt: nullable(Type.String({ format: 'date-time' })),
});
export type ApiKeyView = Static<typeof ApiKeySchema>;

export const CreatedApiKeySchema = Type.Object({
  key: Type.String({ description: 'The API key: shown only in this answer, never again' }),
  apiKey: ApiKeySchema,
});
export type CreatedApiKey = Static<typeof CreatedApiKeySchema>;

export const CreateApiKeySchema = Type.Object({
  name: Type.String({ maxLength: 1000, description: `1 to ${API_KEY_NAME_MAX} characters` }),
  role: Type.String({ maxLength: 40, description: 'ADMIN, CAMPAIGN_MANAGER, BILLING or READ_ONLY' }),
});
