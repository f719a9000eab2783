/** The complaints module's door: the plugin for app.ts and the face other modules call (docs/complaints.md). */
export { complaintsModule, type ComplaintsFace } from './complaints.module';
export type { ComplaintView } from './complaints.view';
