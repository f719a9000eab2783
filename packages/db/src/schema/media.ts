import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

/* The media library of checked uploads. */

/**
 * A checked upload of the media library: only re-encoded pixels are stored (docs/staff-content.md "Uploads").
 * `storageKey` names the object in the store (DATA_DIR/media or the S3 bucket).
 */
export const mediaFiles = pgTable(
  'media_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The name the uploader gave (shown and searched, never used to decide the type). */
    originalName: text('original_name').notNull(),
    /** image/png, image/jpeg or image/webp: the re-encoded output's type. */
    mime: text('mime').notNull(),
    ext: text('ext').notNull(),
    bytes: integer('bytes').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    sha256: text('sha256').notNull(),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by'),
    createdAt: createdAt(),
  },
  (t) => [index('media_files_created_idx').on(t.createdAt)],
);
