/** Public surface of the announcements feature (used by app/ only). */
export { AnnouncementsBar } from './components/announcements-bar';
export { announcementKeys, announcementsQueryOptions, type Announcement } from './api/get-announcements';
