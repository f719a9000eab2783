import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import type { FastifyInstance } from 'fastify';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { ProblemSchema, catalogueProblem, sendProblem } from '../../http/problem';
import { MediaRepository } from './media.repository';
import { MediaService } from './media.service';
import { mediaStoreFor } from './media-store';

/**
 * Headers of every served media file (issue #10 item 4): the stored type, no sniffing, and a CSP
 * under which even a file opened directly runs nothing (no scripts, no plugins, sandboxed).
 */
export const MEDIA_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; img-src 'self'; style-src 'none'; script-src 'none'; sandbox; frame-ancestors 'none'",
  'cross-origin-resource-policy': 'cross-origin',
  'cache-control': 'public, max-age=31536000, immutable',
} as const;

/** The media library service built from the server's settings (DATA_DIR/media or S3; MEDIA_* limits). */
export function createMediaService(app: Pick<FastifyInstance, 'db' | 'config'>): MediaService {
  const { maxFileBytes, maxPixels, maxSide } = app.config.media;
  return new MediaService(new MediaRepository(app.db), mediaStoreFor(app.config), { maxFileBytes, maxPixels, maxSide });
}

/**
 * Public media files: GET /media/{id}.{ext} (no sign-in: the shop shows static banner images from
 * here). Uploads and deletes are staff routes of marops-content.
 */
export const mediaModule = fp(
  async (fastify) => {
    const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
    const media = createMediaService(app);
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
  { name: 'media', dependencies: ['ads-core'], fastify: '5.x' },
);
