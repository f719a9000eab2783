export { ContentHubScreen } from './components/content-hub-screen';
