import { Type } from '@sinclair/typebox';

/** A media library file as staff see it (the JSON of MediaView, media.service.ts); content hub attachments use it too. */
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
