/**
 * The media library's door: the plugin for app.ts, its face (decorated as `app.media`), the types its
 * face takes and returns, and the JSON schema of the view (content hub attachments show it).
 */
export { mediaModule, type MediaFace } from './media.module';
export type { MediaUsers, MediaView } from './media.service';
export { MediaSchema } from './media.schemas';
