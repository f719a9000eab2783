export { AnnouncementsScreen } from './components/announcements-screen';
