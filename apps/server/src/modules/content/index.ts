/**
 * The content hub's door (docs/staff-content.md): the plugin for app.ts, its face (decorated as
 * `app.content`) and the item its face returns.
 */
export { contentModule, type ContentFace } from './content.module';
export type { HelpItem } from './content.service';
