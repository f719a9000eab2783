import { Type } from '@sinclair/typebox';
import { SafeText, Uuid } from '../../http/schema';
import { MediaSchema } from './media.schemas';

export const MediaIdParams = Type.Object({ id: Uuid() });
export const MediaListQuery = Type.Object({ search: Type.Optional(SafeText({ maxLength: 100, description: 'Part of the file name' })) });
export const UploadResultSchema = Type.Object({ files: Type.Array(MediaSchema) });
