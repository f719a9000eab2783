import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@ads/db';
import { apiScope } from '../../http/api-scope';
import { ProblemSchema } from '../../http/problem';
import { AccountId, nullable } from '../../http/schema';
import { requireAccount, type AccountScope } from '../access/access';

const HelpItemSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.String({ description: 'ARTICLE or GUIDE' }),
  title: Type.String(),
  body: Type.String({ description: 'Markdown; render without raw HTML' }),
  publishedAt: nullable(Type.String({ format: 'date-time' })),
  attachments: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
});

interface HelpRow {
  id: string;
  kind: string;
  title: string;
  body: string;
  publishedAt: Date | string | null;
  attachments: Array<{ name: string; url: string }>;
}

/**
 * Published content hub items an account's advertisers read in the Help Center (issue #10 item 3):
 *
 *   select … from content_items c where c.status = 'PUBLISHED'
 *     and (c.audience = 'ALL' or c.audience = (select type from accounts where id = $account))
 *   order by c.published_at desc
 */
async function publishedFor(db: Database, scope: AccountScope): Promise<HelpRow[]> {
  return queryRows<HelpRow>(
    db,
    sql`select c.id, c.kind, c.title, c.body, c.published_at as "publishedAt",
               coalesce((select json_agg(json_build_object('name', m.original_name, 'url', '/media/' || m.storage_key) order by m.created_at)
                         from media_files m where m.id = any(c.attachment_ids)), '[]'::json) as attachments
        from content_items c
        where c.status = 'PUBLISHED'
          and (c.audience = 'ALL' or c.audience = (select a.type from accounts a where a.id = ${scope.accountId}::uuid))
        order by c.published_at desc nulls last, c.id
        limit 200`,
  );
}

/** GET /api/help-center/content/{accountId}: the Help Center's articles and guides for the account. */
export const helpContentModule = fp(
  async (app) => {
    await apiScope(app, async (api) => {
      api.get(
        '/help-center/content/:accountId',
        {
          schema: {
            tags: ['help'],
            summary: 'Published articles and guides for the account (audience ALL or its type), newest first',
            params: Type.Object({ accountId: AccountId() }),
            response: { 200: Type.Array(HelpItemSchema), 403: ProblemSchema },
          },
        },
        async (request) => {
          const scope = requireAccount(request.actor, request.params.accountId, 'read');
          const rows = await publishedFor(app.db, scope);
          return rows.map((r) => ({ ...r, publishedAt: r.publishedAt === null ? null : new Date(r.publishedAt).toISOString() }));
        },
      );
    });
  },
  { name: 'help-content', dependencies: ['ads-core', 'ads-access', 'audit'], fastify: '5.x' },
);
