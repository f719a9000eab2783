/** The notifications module's door: the plugin for app.ts, the face sources call and the audience the accounts module supplies (docs/notifications.md). */
export { notificationsModule, type NotificationsFace } from './notifications.module';
export type { NotificationEvent } from './notifications.repository';
export type { AudienceMember, NotificationAudience } from './notifications.audience';
