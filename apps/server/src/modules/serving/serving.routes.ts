import type { FastifyRequest, FastifySchemaValidationError } from 'fastify';
import { TypeCompiler } from '@sinclair/typebox/compiler';
import type { FastifyReply } from 'fastify';
import type { App } from '../../http/types';
import { isUnavailable, sendUnavailable } from '../../http/deadline';
import { presentedShopKey as keyOf, shopKeyHook } from '../shop-keys';
import { ProblemSchema } from '../../http/problem';
import type { Serving } from './serving.parts';
import { observeServing } from './serving.metrics';
import { AuctionsBodySchema, AuctionsResponseSchema } from './serving.schemas';
import { EventsBodySchema, EventsEnvelopeSchema, EventsResponseSchema, type EventsEnvelope } from './events.schemas';

const security = [{ shopApiKey: [] }];
const errors = { 400: ProblemSchema, 401: ProblemSchema, 503: ProblemSchema };

const envelope = TypeCompiler.Compile(EventsEnvelopeSchema);

/** 503 with Retry-After for events: nothing of this request is acknowledged; its retry is safe (events are idempotent). */
const unavailable = (
  request: FastifyRequest,
  reply: FastifyReply,
  detail = 'The events could not be stored in time. Send the same request again: events already stored count as duplicates.',
) => sendUnavailable(request, reply, detail);

/**
 * Validates only the events envelope (object, known arrays, ≤ 50 each); each event is checked by
 * the service so a malformed event is rejected alone. The documented body stays the full contract shape.
 */
function envelopeValidator() {
  const validate = Object.assign(
    (data: unknown): boolean => {
      if (envelope.Check(data)) return true;
      validate.errors = [...envelope.Errors(data)]
        .slice(0, 1)
        .map((e) => ({ instancePath: e.path, message: e.message, keyword: 'envelope', params: {}, schemaPath: '#' }));
      return false;
    },
    { errors: [] as FastifySchemaValidationError[] },
  );
  return validate;
}

/**
 * Serving API for the shop (Topsort v2 contract, docs/serving-scale.md), registered under /v2.
 * Every route needs a shop API key: a missing or unknown key answers 401 `UnauthorizedException`.
 * Observed by aggregate, not a log line per request (serving.metrics.ts).
 */
export async function servingRoutes(app: App, serving: Serving): Promise<void> {
  const observed = observeServing(app, app.metrics, app.log, app.config.serving.slowRequestMs);
  app.addHook('onReady', async () => serving.start(app.log));
  app.addHook('onClose', async () => {
    observed.close();
    await serving.close();
  });
  app.addHook('onRequest', shopKeyHook(serving.apiKeys));

  app.post(
    '/auctions',
    {
      schema: {
        tags: ['serving'],
        summary: 'Run sponsored-listings auctions (1–5 per request)',
        security,
        body: AuctionsBodySchema,
        response: { 201: AuctionsResponseSchema, ...errors },
      },
    },
    async (request, reply) => reply.code(201).send({ results: serving.auctions.run(request.body.auctions, keyOf(request)) }),
  );

  app.post(
    '/events',
    {
      schema: {
        tags: ['serving'],
        summary: 'Report impressions, clicks and purchases (≤ 50 of each per request)',
        description:
          'Topsort answers 204; this server answers 200 with counts of accepted, duplicate and rejected events, the clicks charged (grosze) and attributed purchase items. 503 (with Retry-After) when the events could not all be stored in time: send the same request again.',
        security,
        body: EventsBodySchema,
        response: { 200: EventsResponseSchema, ...errors },
      },
      validatorCompiler: envelopeValidator,
    },
    // The envelope validator leaves events unchecked on purpose; the service checks each one.
    async (request, reply) => {
      try {
        const late = (error: unknown) => request.log.info({ err: error }, 'events: work after the 503 ended');
        return await serving.events.record(request.body as unknown as EventsEnvelope, keyOf(request), late);
      } catch (error) {
        if (!isUnavailable(error)) throw error;
        request.log.warn({ err: error }, 'events answered 503: database unavailable or too slow');
        return unavailable(request, reply);
      }
    },
  );
}
