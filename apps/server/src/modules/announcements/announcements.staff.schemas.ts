import { Type, type Static } from '@sinclair/typebox';
import { SafeText, Uuid, nullable } from '../../http/schema';

/** Bar item styles (docs/requirements.md §2: each item is styled by its type, lower-cased). */
export const ANNOUNCEMENT_TYPES = ['INFO', 'WARNING', 'ERROR', 'SUCCESS'] as const;
/** Who sees an announcement: every account, every BRAND or MERCHANT account, or the listed ACCOUNTS. */
export const AUDIENCES = ['ALL', 'BRAND', 'MERCHANT', 'ACCOUNTS'] as const;

const DateTime = (description: string) => nullable(Type.String({ format: 'date-time', description }));

export const StaffAnnouncementSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String({ description: 'Unique (any letter case): AnnouncementNameTakenException' }),
  type: Type.Union(ANNOUNCEMENT_TYPES.map((t) => Type.Literal(t))),
  text: Type.String(),
  link: nullable(Type.String({ description: 'A site path (/…) or an http(s) URL of an allowed host (docs/requirements.md §8)' })),
  active: Type.Boolean(),
  startsAt: DateTime('Shown from (inclusive); null = at once'),
  endsAt: DateTime('Shown until (exclusive); null = no end'),
  audience: Type.Union(AUDIENCES.map((a) => Type.Literal(a))),
  accountIds: Type.Array(Type.String({ format: 'uuid' }), { description: 'The accounts when audience is ACCOUNTS' }),
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type StaffAnnouncementView = Static<typeof StaffAnnouncementSchema>;

/** Body of POST and PUT /marops/account-announcements (PUT replaces every field). */
export const AnnouncementInputSchema = Type.Object(
  {
    name: SafeText({ minLength: 1, maxLength: 100 }),
    type: Type.Union(ANNOUNCEMENT_TYPES.map((t) => Type.Literal(t))),
    text: SafeText({ minLength: 1, maxLength: 500 }),
    link: Type.Optional(nullable(SafeText({ maxLength: 2000 }))),
    active: Type.Boolean({ default: true }),
    startsAt: Type.Optional(DateTime('Shown from (inclusive)')),
    endsAt: Type.Optional(DateTime('Shown until (exclusive), after startsAt')),
    audience: Type.Union(AUDIENCES.map((a) => Type.Literal(a))),
    accountIds: Type.Array(Uuid(), { maxItems: 1000, uniqueItems: true, default: [] }),
  },
  { additionalProperties: false },
);
export type AnnouncementInput = Static<typeof AnnouncementInputSchema>;

export const AnnouncementIdParams = Type.Object({ id: Uuid() });
