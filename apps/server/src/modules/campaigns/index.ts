/** The campaigns module's door: its plugin (no face yet: other modules hear campaigns through domain events). */
export { campaignsModule } from './campaigns.module';
