import { Type } from '@sinclair/typebox';
import { SafeText, Uuid } from '../../http/schema';

/** A media library file as staff see it (the JSON of {@link MediaView}). */
export const MediaSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String({ description: 'The name it was uploaded with' }),
  mime: Type.String({ description: 'image/png, image/jpeg or image/webp (re-encoded)' }),
  bytes: Type.Integer(),
  width: Type.Integer(),
  height: Type.Integer(),
  url: Type.String({ description: 'Public path /media/<id>.<ext>' }),
  createdAt: Type.String({ format: 'date-time' }),
});

export const MediaIdParams = Type.Object({ id: Uuid() });
export const MediaListQuery = Type.Object({ search: Type.Optional(SafeText({ maxLength: 100, description: 'Part of the file name' })) });
export const UploadResultSchema = Type.Object({ files: Type.Array(MediaSchema) });
