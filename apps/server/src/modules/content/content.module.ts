import fp from 'fastify-plugin';
import multipart from '@fastify/multipart';
import { apiScope } from '../../http/api-scope';
import { requireStaff } from '../access';
import { ContentRepository } from './content.repository';
import { ContentService } from './content.service';
import { contentRoutes } from './content.routes';
import { ContentStaffRepository } from './content.staff.repository';
import { ContentStaffService } from './content.staff.service';
import { contentStaffRoutes } from './content.staff.routes';

/** What other modules may ask the content hub (owner of table content_items). */
export type ContentFace = Pick<ContentService, 'publishedFor'>;

declare module 'fastify' {
  interface FastifyInstance {
    /** The content hub's face: the published items an account reads. */
    content: ContentFace;
  }
}

/**
 * The content hub (docs/staff-content.md): articles and guides staff write (role marops, docs/requirements.md
 * §6) under /api/marops/content, and the published ones advertisers read on the Help Center screen at
 * /api/help-center/content/{accountId}. Attachments are media library files (the media face).
 */
export const contentModule = fp(
  async (app) => {
    const content = new ContentService(new ContentRepository(app.db), app.accounts, app.media);
    app.decorate('content', { publishedFor: (scope) => content.publishedFor(scope) } satisfies ContentFace);
    const staffRepo = new ContentStaffRepository(app.db);
    const staffContent = new ContentStaffService(staffRepo, app.media, app.now);
    // A media file an item attaches cannot be deleted (the media library names the item).
    app.media.addUsers(async (mediaId) => (await staffRepo.titlesAttaching(mediaId)).map((title) => `content item "${title}"`));
    await apiScope(app, async (api) => {
      await contentRoutes(api, content);
      await api.register(
        async (staff) => {
          staff.addHook('onRequest', async (request) => void requireStaff(request.actor));
          // As when the media library's uploads shared this prefix's scope: a multipart body sent to a
          // content route is accepted as a body type and then refused by the body schema (400, not 415).
          await staff.register(multipart);
          await contentStaffRoutes(staff, staffContent);
        },
        { prefix: '/marops/content' },
      );
    });
  },
  { name: 'content', dependencies: ['ads-core', 'ads-access', 'audit', 'accounts', 'media'], fastify: '5.x' },
);
