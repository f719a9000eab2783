/** The notifications module's door: the plugin for app.ts and the face sources call (docs/notifications.md). */
export { notificationsModule, type NotificationsFace } from './notifications.module';
export type { NotificationEvent } from './notifications.repository';
