export { StaticBannersScreen } from './components/static-banners-screen';
