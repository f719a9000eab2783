import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { requireStaff } from '../access';
import { recordChanges } from '../audit';
import type { MediaService, UploadedFile } from './media.service';
import { MediaSchema } from './media.schemas';
import { MediaIdParams, MediaListQuery, UploadResultSchema } from './media.staff.schemas';

const errors = { 401: ProblemSchema, 403: ProblemSchema };
const security = [{ bearer: [] }];
const tags = ['marops'];

export interface UploadLimits {
  maxFileBytes: number;
  maxFilesPerRequest: number;
}

/** @fastify/multipart's limit errors, re-worded for people (413 kept). */
function limitError(error: unknown, limits: UploadLimits, name: string | undefined): unknown {
  const code = (error as { code?: string }).code;
  const message =
    code === 'FST_REQ_FILE_TOO_LARGE'
      ? `${name ?? 'A file'}: the file is larger than ${limits.maxFileBytes} bytes.`
      : code === 'FST_FILES_LIMIT'
        ? `At most ${limits.maxFilesPerRequest} files can be uploaded at once.`
        : code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT'
          ? 'The upload has too many parts.'
          : undefined;
  return message ? Object.assign(new Error(message), { statusCode: 413 }) : error;
}

/** The media library of the content hub (docs/requirements.md §7 POST /marops/content/media, multipart files). */
export async function mediaStaffRoutes(staff: App, media: MediaService, limits: UploadLimits): Promise<void> {
  staff.post(
    '/media',
    {
      schema: {
        tags,
        security,
        summary: 'Upload images (multipart, field `files`): type by content, re-encoded; one bad file refuses all, nothing stored',
        consumes: ['multipart/form-data'],
        response: { 201: UploadResultSchema, 400: ProblemSchema, 406: ProblemSchema, 413: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const scope = requireStaff(request.actor);
      const files: UploadedFile[] = [];
      let current: string | undefined;
      try {
        for await (const part of request.files()) {
          current = part.filename;
          files.push({ name: part.filename || 'unnamed', data: await part.toBuffer() });
        }
      } catch (error) {
        throw limitError(error, limits, current);
      }
      const stored = await media.upload(scope, files);
      recordChanges(request)({}, { files: stored.map((f) => f.id) }, ['files']);
      return reply.code(201).send({ files: stored });
    },
  );

  staff.get(
    '/media',
    {
      schema: {
        tags,
        security,
        summary: 'Media library files, newest first (up to 200)',
        querystring: MediaListQuery,
        response: { 200: Type.Array(MediaSchema), 400: ProblemSchema, ...errors },
      },
    },
    async (request) => media.list(requireStaff(request.actor), request.query.search),
  );

  staff.delete(
    '/media/:id',
    {
      schema: {
        tags,
        security,
        summary: 'Delete a media file (refused with 400 while a static banner or content item uses it)',
        params: MediaIdParams,
        response: { 204: Type.Null(), 400: ProblemSchema, 404: ProblemSchema, ...errors },
      },
    },
    async (request, reply) => {
      await media.delete(requireStaff(request.actor), request.params.id);
      return reply.code(204).send(null);
    },
  );
}
