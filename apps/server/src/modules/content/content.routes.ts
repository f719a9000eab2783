import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { AccountId, nullable } from '../../http/schema';
import { requireAccount } from '../access';
import type { ContentService } from './content.service';

const HelpItemSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: Type.String({ description: 'ARTICLE or GUIDE' }),
  title: Type.String(),
  body: Type.String({ description: 'Markdown; render without raw HTML' }),
  publishedAt: nullable(Type.String({ format: 'date-time' })),
  attachments: Type.Array(Type.Object({ name: Type.String(), url: Type.String() })),
});

/** GET /api/help-center/content/{accountId}: the content hub's articles and guides the Help Center screen shows the account. */
export async function contentRoutes(api: App, content: ContentService): Promise<void> {
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
    async (request) => content.publishedFor(requireAccount(request.actor, request.params.accountId, 'read')),
  );
}
