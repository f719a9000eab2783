import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { apiScope } from '../../http/api-scope';
import { requireStaff } from '../access/access';
import { createMediaService } from '../media/media.module';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { contentRoutes } from './content.routes';
import { mediaRoutes } from './media.routes';

/**
 * Staff content hub and media library (role marops, spec §6): /api/marops/content and
 * /api/marops/content/media. Multipart uploads are parsed only here, with per-file and per-request
 * caps (MEDIA_MAX_FILE_BYTES, MEDIA_MAX_FILES_PER_REQUEST): a request carries at most files × bytes.
 */
export const maropsContentModule = fp(
  async (app) => {
    const { maxFileBytes, maxFilesPerRequest } = app.config.media;
    const media = createMediaService(app);
    const content = new ContentService(new ContentRepository(app.db), app.now);
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
          await contentRoutes(staff, content);
          await mediaRoutes(staff, media, { maxFileBytes, maxFilesPerRequest });
        },
        { prefix: '/marops/content' },
      );
    });
  },
  { name: 'marops-content', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
