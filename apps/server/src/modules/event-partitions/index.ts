/** The event-partitions module's door: its plugin (no face: no other module calls it). */
export { eventPartitionsModule } from './event-partitions.module';
