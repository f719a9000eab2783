import { Type } from '@sinclair/typebox';
import { DomainError } from '@ads/domain';
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

/** Longest file name kept, characters (the common file-system limit of 255, e.g. ext4 and NTFS). */
export const MAX_FILE_NAME = 255;

/**
 * @fastify/multipart's and busboy's errors, re-worded for people (docs/staff-content.md "Uploads"): limits stay 413;
 * a body that is not well-formed multipart/form-data (RFC 7578: no or unused boundary, no closing boundary, cut
 * inside a part) is 400 ValidationException, never a 5xx. Errors that already carry a 4xx status pass unchanged.
 */
function uploadError(error: unknown, limits: UploadLimits, name: string | undefined): unknown {
  if (error instanceof DomainError) return error;
  const { code, statusCode } = error as { code?: string; statusCode?: number };
  const message =
    code === 'FST_REQ_FILE_TOO_LARGE'
      ? `${name ?? 'A file'}: the file is larger than ${limits.maxFileBytes} bytes.`
      : code === 'FST_FILES_LIMIT'
        ? `At most ${limits.maxFilesPerRequest} files can be uploaded at once.`
        : code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT'
          ? 'The upload has too many parts.'
          : undefined;
  if (message) return Object.assign(new Error(message), { statusCode: 413 });
  if (statusCode !== undefined && statusCode >= 400 && statusCode < 500) return error;
  const why = error instanceof Error ? error.message : String(error);
  return new DomainError('ValidationException', `The upload is not a well-formed multipart/form-data body (${why}).`, 'FILE');
}

/** The part's file name, refused when it holds control characters (NUL included) or is too long. */
function fileName(raw: string | undefined): string {
  const name = raw ?? '';
  // eslint-disable-next-line no-control-regex -- control characters are what this refuses
  if (/[\u0000-\u001f\u007f]/.test(name)) {
    throw new DomainError('ValidationException', 'A file name contains control characters; rename the file.', 'FILE');
  }
  if (name.length > MAX_FILE_NAME) {
    throw new DomainError('ValidationException', `A file name is longer than ${MAX_FILE_NAME} characters; rename the file.`, 'FILE');
  }
  return name || 'unnamed';
}

/**
 * The upload's body for the API document (RFC 7578 multipart/form-data, field `files`, one or more images). It is not
 * compiled for validation (the route's `validatorCompiler`): @fastify/multipart leaves the body undefined and the
 * route reads and checks the parts itself.
 */
const UPLOAD_BODY = {
  content: {
    'multipart/form-data': {
      schema: Type.Unsafe<undefined>({
        properties: { files: { type: 'array', items: { type: 'string', format: 'binary' }, description: 'PNG, JPEG, WebP or GIF images' } },
        required: ['files'],
      }),
    },
  },
};

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
        body: UPLOAD_BODY,
        response: { 201: UploadResultSchema, 400: ProblemSchema, 406: ProblemSchema, 413: ProblemSchema, ...errors },
      },
      // Nothing to validate up front: the handler checks each part as it reads it. The typeless body schema is only
      // for the API document; compiling it would make Ajv warn (strict types) at every start.
      validatorCompiler: () => () => true,
    },
    async (request, reply) => {
      const scope = requireStaff(request.actor);
      const files: UploadedFile[] = [];
      let current: string | undefined;
      try {
        for await (const part of request.files()) {
          current = fileName(part.filename);
          files.push({ name: current, data: await part.toBuffer() });
        }
      } catch (error) {
        throw uploadError(error, limits, current);
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
