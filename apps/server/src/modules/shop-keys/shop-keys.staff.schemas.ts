import { Type, type Static } from '@sinclair/typebox';
import { nullable, SafeText, Uuid } from '../../http/schema';

export const ShopKeyStatusSchema = Type.Union(
  [Type.Literal('ACTIVE'), Type.Literal('ROTATING'), Type.Literal('EXPIRED'), Type.Literal('REVOKED')],
  { description: 'ACTIVE; ROTATING = replaced, works until expiresAt; EXPIRED = its overlap ended; REVOKED = stopped at once' },
);

export const ShopKeySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  channel: Type.String({ description: 'The main channel code or EOBUWIE (never ALL)' }),
  market: Type.String({ description: 'Market code, e.g. PL' }),
  status: ShopKeyStatusSchema,
  createdAt: Type.String({ format: 'date-time' }),
  expiresAt: nullable(Type.String({ format: 'date-time', description: 'End of the rotation overlap' })),
  revokedAt: nullable(Type.String({ format: 'date-time' })),
  replacedBy: nullable(Type.String({ format: 'uuid', description: 'The key that replaced this one' })),
});
export type ShopKeyView = Static<typeof ShopKeySchema>;

export const ShopKeyListSchema = Type.Object({ content: Type.Array(ShopKeySchema) });

/** A new key: shown once, only in this answer. */
export const CreatedShopKeySchema = Type.Object({
  key: Type.String({ description: 'The key itself (Authorization: Bearer <key>); never shown again' }),
  shopApiKey: ShopKeySchema,
});
export type CreatedShopKey = Static<typeof CreatedShopKeySchema>;

export const CreateShopKeySchema = Type.Object(
  {
    name: SafeText({ minLength: 1, maxLength: 100, description: 'What the key is for, e.g. "eobuwie.pl production"' }),
    channel: Type.String({ pattern: '^[A-Z][A-Z0-9_]{0,39}$', description: 'The main channel code or EOBUWIE' }),
    market: Type.String({ pattern: '^[A-Z]{2}$', description: 'Market code (services-config markets)' }),
  },
  { additionalProperties: false },
);
export type CreateShopKey = Static<typeof CreateShopKeySchema>;

export const ShopKeyIdParams = Type.Object({ id: Uuid() });
