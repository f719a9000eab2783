/**
 * The announcements module's door: the plugin for app.ts and the demo seed for main.ts. No other
 * module calls it, so it decorates no face.
 */
export { announcementsModule } from './announcements.module';
export { seedDemoAnnouncements } from './announcements.seed';
