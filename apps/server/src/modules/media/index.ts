/**
 * The media library's door: the plugin for app.ts, its face (decorated as `app.media`), the view
 * its face returns with its JSON schema, and the public path of a stored file.
 */
export { mediaModule, type MediaFace } from './media.module';
export { mediaPath, type MediaUsers, type MediaView } from './media.service';
export { MediaSchema } from './media.schemas';
