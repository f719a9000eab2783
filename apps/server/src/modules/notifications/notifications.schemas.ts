import { Type } from '@sinclair/typebox';
import { NOTIFICATION_KINDS } from '@ads/domain';
import { pageSchema } from '../../http/page';
import { AccountId, nullable, PageIndex, QueryInteger, Uuid } from '../../http/schema';

const Kind = Type.Union(
  NOTIFICATION_KINDS.map((k) => Type.Literal(k)),
  { description: 'What happened (docs/notifications.md "Kinds")' },
);

/** A notice as its user sees it. */
export const NotificationSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  accountId: Type.String({ format: 'uuid' }),
  kind: Kind,
  title: Type.Object({ pl: Type.String(), en: Type.String() }, { description: 'The notice in Polish and in English' }),
  payload: Type.Record(Type.String(), Type.Union([Type.String(), Type.Number(), Type.Null()]), {
    description: 'Values of the event (names, amounts in grosze, Warsaw days)',
  }),
  linkPath: Type.String({ description: 'Web path of the screen that explains it' }),
  createdAt: Type.String({ format: 'date-time' }),
  readAt: nullable(Type.String({ format: 'date-time' })),
});

const page = pageSchema(NotificationSchema);
/** The user's page of notices with the count of unread ones over all pages. */
export const NotificationPageSchema = Type.Object({ ...page.properties, unread: Type.Integer({ description: 'Unread notices (all pages)' }) });

/** What staff see of a notice sent to an account. */
export const SentNotificationSchema = Type.Object({
  ...NotificationSchema.properties,
  userId: Type.String({ format: 'uuid' }),
  email: Type.String(),
  emailed: Type.Boolean({ description: 'An e-mail went to the outbox' }),
});
export const SentNotificationPageSchema = pageSchema(SentNotificationSchema);

export const PreferenceSchema = Type.Object({ kind: Kind, inApp: Type.Boolean(), email: Type.Boolean() });
export const PreferencesSchema = Type.Object({ preferences: Type.Array(PreferenceSchema) });
export const PreferencesInputSchema = Type.Object({
  preferences: Type.Array(Type.Object({ kind: Type.String({ maxLength: 40 }), inApp: Type.Boolean(), email: Type.Boolean() }), { maxItems: 50 }),
});

export const IdParams = Type.Object({ id: Uuid() });
export const AccountParams = Type.Object({ id: AccountId() });
export const PageQuery = Type.Object({
  page: Type.Optional(PageIndex({ default: 0 })),
  size: Type.Optional(QueryInteger({ minimum: 1, maximum: 100, default: 20 })),
});
export const ReadAllSchema = Type.Object({ marked: Type.Integer({ description: 'Notices that were unread' }) });
