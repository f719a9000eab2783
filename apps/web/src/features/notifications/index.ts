/** Public surface of the notifications feature (used by app/ only): the app bar's bell and the preferences card. */
export { NotificationBell } from './components/notification-bell';
export { NotificationPreferencesCard } from './components/notification-preferences-card';
