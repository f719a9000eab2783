/** The insight module's door: its plugin (no face: nothing else calls it). */
export { insightModule } from './insight.module';
