/** The static-banners module's door: its plugin, its face and the types the face uses. */
export { staticBannersModule, type StaticBannersFace } from './static-banners.module';
export type { ServableBanner } from './static-banners.repository';
