import { Type, type Static } from '@sinclair/typebox';
import { SafeText, Uuid, nullable } from '../../http/schema';
import { MediaSchema } from '../media';

export const CONTENT_KINDS = ['ARTICLE', 'GUIDE'] as const;
export const CONTENT_STATUSES = ['DRAFT', 'PUBLISHED'] as const;
/** Which advertisers read a published item on the Help Center screen: all, or BRAND / MERCHANT accounts only. */
export const CONTENT_AUDIENCES = ['ALL', 'BRAND', 'MERCHANT'] as const;

const literals = <T extends readonly string[]>(values: T) => Type.Union(values.map((v) => Type.Literal(v)));

export const ContentItemSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  kind: literals(CONTENT_KINDS),
  title: Type.String(),
  body: Type.String({ description: 'Markdown (rendered without raw HTML)' }),
  status: literals(CONTENT_STATUSES),
  audience: literals(CONTENT_AUDIENCES),
  attachments: Type.Array(MediaSchema),
  publishedAt: nullable(Type.String({ format: 'date-time' })),
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type ContentItemView = Static<typeof ContentItemSchema>;

/** Body of PUT /marops/content (create) and PUT /marops/content/{id} (replace). */
export const ContentInputSchema = Type.Object(
  {
    kind: literals(CONTENT_KINDS),
    title: SafeText({ minLength: 1, maxLength: 200 }),
    body: SafeText({ maxLength: 100_000 }),
    status: literals(CONTENT_STATUSES),
    audience: literals(CONTENT_AUDIENCES),
    attachmentIds: Type.Array(Uuid(), { maxItems: 20, uniqueItems: true, default: [] }),
  },
  { additionalProperties: false },
);
export type ContentInput = Static<typeof ContentInputSchema>;

export const ContentIdParams = Type.Object({ id: Uuid() });
