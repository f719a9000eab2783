import { Type } from '@sinclair/typebox';
import { nullable, PageIndex, QueryInteger } from '../../http/schema';
import { pageSchema } from '../../http/page';

export const OutboxQuerySchema = Type.Object({
  page: PageIndex({ default: 0 }),
  size: QueryInteger({ minimum: 1, maximum: 200, default: 50 }),
});

const OutboxEntrySchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  to: Type.String(),
  subject: Type.String(),
  text: Type.String({ description: 'Plain-text body' }),
  html: nullable(Type.String({ description: 'HTML body, when one was sent' })),
  status: Type.Union([Type.Literal('SENT'), Type.Literal('FAILED')]),
  error: nullable(Type.String({ description: 'Why sending failed (FAILED only)' })),
  messageId: nullable(Type.String({ description: 'Message-ID header of the sent message' })),
  createdAt: Type.String({ format: 'date-time' }),
});

export const OutboxPageSchema = pageSchema(OutboxEntrySchema);
