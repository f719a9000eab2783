import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { apiScope } from '../../http/api-scope';
import { ProblemSchema, catalogueProblem, sendProblem } from '../../http/problem';
import { requireStaff } from '../access';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { mediaStoreFor } from './media-store';
import { mediaStaffRoutes } from './media.staff.routes';

/** What other modules may ask the media library (owner of table media_files and the stored files). */
export type MediaFace = Pick<MediaService, 'get' | 'byIds' | 'addUsers'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The media library's face: the content hub and static banners read their images here. */
    media: MediaFace;
  }
}

/**
 * Headers of every served media file (docs/staff-content.md "Uploads"): the stored type, no sniffing, and a CSP
 * under which even a file opened directly runs nothing (no scripts, no plugins, sandboxed).
 */
export const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'none'; script-src 'none'; sandbox; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

/** The media library service built from the server's settings (DATA_DIR/media or S3; MEDIA_* limits). */
function createMediaService(app: Pick<FastifyInstance, 'db' | 'config'>): MediaService {
  const { maxFileBytes, maxPixels, maxSide } = app.config.media;
  return new MediaService(new MediaRepository(app.db), mediaStoreFor(app.config), { maxFileBytes, maxPixels, maxSide });
}

/**
 * The media library: public files at GET /media/{id}.{ext} (no sign-in: the shop shows static banner
 * images from here), and the staff library (role marops) under /api/marops/content/media: upload,
 * list, delete. Multipart uploads are parsed only in the staff scope, with per-file and per-request
 * caps (MEDIA_MAX_FILE_BYTES, MEDIA_MAX_FILES_PER_REQUEST): a request carries at most files × bytes.
 */
export const mediaModule = fp(
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const media = createMediaService(app);
    const face: MediaFace = {
      get: (scope, id) => media.get(scope, id),
      byIds: (ids) => media.byIds(ids),
      addUsers: (finder) => media.addUsers(finder),
    };
    app.decorate('media', face);
    const { maxFileBytes, maxFilesPerRequest } = app.config.media;
    await apiScope(app, async (api) => {
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
          await staff.register(multipart, {
            limits: {
              fileSize: maxFileBytes,
              files: maxFilesPerRequest,
              fields: 0,
              parts: maxFilesPerRequest + 1,
              fieldNameSize: 100,
              headerPairs: 50,
            },
          });
          await mediaStaffRoutes(staff, media, { maxFileBytes, maxFilesPerRequest });
        },
        { prefix: '/marops/content' },
      );
    });
    app.get(
      '/media/:key',
      {
        schema: {
          tags: ['media'],
          summary: 'A media library file (re-encoded image), served with nosniff and a restrictive Content-Security-Policy',
          params: Type.Object({ key: Type.String({ maxLength: 60, description: '<id>.<png|jpg|webp>' }) }),
          response: { 200: Type.Unsafe<Buffer>({ type: 'string', format: 'binary', description: 'The image bytes' }), 404: ProblemSchema },
        },
      },
      async (request, reply) => {
        const file = await media.read(request.params.key);
        if (!file) return sendProblem(reply, request, catalogueProblem('ResourceNotFoundException', 'No such media file.'));
        return reply.headers(MEDIA_HEADERS).type(file.mime).send(file.data);
      },
    );
  },
  { name: 'media', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
