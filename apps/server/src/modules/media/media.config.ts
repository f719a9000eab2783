import { z } from 'zod';
import { bool, ConfigError } from '../../plugins/env';

/** Settings of the media library (docs/staff-content.md): where checked files are kept, upload limits. */
export const mediaEnv = z.object({
  MEDIA_STORAGE: z.enum(['local', 's3']).default('local'),
  MEDIA_MAX_FILE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(100 * 1024 * 1024)
    .default(5 * 1024 * 1024),
  MEDIA_MAX_FILES_PER_REQUEST: z.coerce.number().int().min(1).max(50).default(10),
  MEDIA_MAX_PIXELS: z.coerce.number().int().min(10_000).max(268_402_689).default(40_000_000),
  MEDIA_MAX_SIDE: z.coerce.number().int().min(100).max(65_535).default(10_000),
  S3_BUCKET: z.string().min(3).optional(),
  S3_ENDPOINT: z.url().optional(),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: bool.default(true),
});

export interface MediaConfig {
  /**
   * Media library uploads (docs/staff-content.md): where checked files are kept (DATA_DIR/media, or an
   * S3-compatible bucket) and the limits: bytes per file, files per request, pixels and side length.
   */
  media: {
    storage: 'local' | 's3';
    maxFileBytes: number;
    maxFilesPerRequest: number;
    maxPixels: number;
    maxSide: number;
    s3?: { bucket: string; endpoint?: string; region: string; accessKeyId?: string; secretAccessKey?: string; forcePathStyle: boolean };
  };
}

/** @throws ConfigError for MEDIA_STORAGE=s3 without S3_BUCKET. */
export function mediaConfig(e: z.infer<typeof mediaEnv>): MediaConfig {
  if (e.MEDIA_STORAGE === 's3' && !e.S3_BUCKET) throw new ConfigError(['S3_BUCKET: required when MEDIA_STORAGE=s3']);
  return {
    media: {
      storage: e.MEDIA_STORAGE,
      maxFileBytes: e.MEDIA_MAX_FILE_BYTES,
      maxFilesPerRequest: e.MEDIA_MAX_FILES_PER_REQUEST,
      maxPixels: e.MEDIA_MAX_PIXELS,
      maxSide: e.MEDIA_MAX_SIDE,
      ...(e.S3_BUCKET
        ? {
            s3: {
              bucket: e.S3_BUCKET,
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : {}),
    },
  };
}
