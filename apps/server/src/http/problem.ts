import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { DomainError, ERROR_CATALOGUE, InvalidMoneyFormatError, isCatalogueType } from '@ads/domain';
import { isUnavailable, RETRY_AFTER_S } from './unavailable';

/**
 * RFC 9457 problem details whose `type` is docs/requirements.md §8 catalogue name (docs/conventions.md "Errors").
 * Every 4xx/5xx the API sends goes through here, so the web app can pick its message by `type`.
 * Besides the RFC 9457 members and `field`, every problem carries `exception` and `properties`
 * (docs/requirements.md §3.13, described in docs/conventions.md "Errors").
 */
export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'Error catalogue name (docs/requirements.md §8), e.g. CampaignNameNotUniqueException' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
    exception: Type.String({
      description:
        'Name of the error raised on the server: the catalogue name for business errors, RequestValidationException for a ' +
        'request that fails its schema, a Fastify error code (FST_ERR_…) for other refusals of the framework, ' +
        'InternalServerError for an unexpected failure. Never a stack trace.',
    }),
    properties: Type.Record(Type.String(), Type.Unknown(), {
      description:
        'Machine-readable extras of the error (RFC 9457 §3.2 extension members, kept in one object): e.g. a broken ' +
        "rule's code and numbers (grosze, counts), or the schema errors of a refused request. Empty when there are none.",
    }),
    field: Type.Optional(Type.String({ description: 'Field the error is about, e.g. END_DATE' })),
  },
  { description: 'RFC 9457 problem details' },
);

export interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  exception: string;
  properties: Record<string, unknown>;
  field?: string;
}

/** What a sender gives: `instance` comes from the request; `exception` defaults to `type`, `properties` to `{}`. */
export type ProblemInput = Omit<Problem, 'instance' | 'exception' | 'properties'> & Partial<Pick<Problem, 'exception' | 'properties'>>;

/** The complete problem body for `input` at `instance` (the request's path and query). */
export function problemBody(input: ProblemInput, instance: string): Problem {
  return { ...input, exception: input.exception ?? input.type, properties: input.properties ?? {}, instance };
}

/** Sends a problem with content type application/problem+json (RFC 9457 §3). */
export function sendProblem(reply: FastifyReply, request: FastifyRequest, problem: ProblemInput): FastifyReply {
  return reply.code(problem.status).type('application/problem+json').send(problemBody(problem, request.url));
}

/** Problem for a catalogue type with its title and status. */
export function catalogueProblem(
  type: keyof typeof ERROR_CATALOGUE,
  detail?: string,
  field?: string,
  extras: Partial<Pick<Problem, 'exception' | 'properties'>> = {},
): ProblemInput {
  const entry = ERROR_CATALOGUE[type];
  return { type, title: entry.message, status: entry.status, ...(detail ? { detail } : {}), ...(field ? { field } : {}), ...extras };
}

/** The schema errors of a refused request, as `properties.errors`: where (body, query, params, headers), which field, which rule. */
function schemaErrors(error: Pick<FastifyError, 'validation' | 'validationContext'>): Record<string, unknown> {
  const errors = (error.validation ?? []).slice(0, 20).map((e) => ({
    in: error.validationContext ?? 'request',
    path: e.instancePath,
    keyword: e.keyword,
    message: e.message ?? '',
  }));
  return { errors };
}

function fieldOf(error: FastifyError): string | undefined {
  const first = error.validation?.[0];
  if (!first) return undefined;
  const path = first.instancePath.replace(/^\//, '').split('/')[0];
  const missing = (first.params as { missingProperty?: string }).missingProperty;
  return path || missing || undefined;
}

/**
 * The problem for a schema validation error (Fastify `error.validation`, Ajv errors). A malformed
 * account id (format `account-id`, path or header) is 403 AccessForbiddenException like a foreign
 * account; a malformed id in the path (format `uuid-v4`) is 404 ResourceNotFoundException, as no
 * resource has it; anything else is 400 ValidationException with the field (http/schema.ts ID_FORMATS).
 */
export function validationProblem(error: Pick<FastifyError, 'message' | 'validation' | 'validationContext'>): ProblemInput {
  const first = error.validation?.[0];
  const format = first?.keyword === 'format' ? (first.params as { format?: string }).format : undefined;
  const extras = { exception: REQUEST_VALIDATION, properties: schemaErrors(error) };
  if (format === 'account-id') return catalogueProblem('AccessForbiddenException', 'The account id is not a UUID v4.', undefined, extras);
  if (format === 'uuid-v4' && error.validationContext === 'params')
    return catalogueProblem('ResourceNotFoundException', `${error.message}.`, undefined, extras);
  return catalogueProblem('ValidationException', error.message, fieldOf(error as FastifyError), extras);
}

/**
 * For routes with `attachValidation`: rethrows a validation error of the path or headers (a
 * malformed id, see {@link validationProblem}), so that only body and query errors reach the
 * handler's own handling. Call first in such handlers.
 */
export function rethrowIdErrors(request: FastifyRequest): void {
  const error = request.validationError as (FastifyError & { validationContext?: string }) | undefined;
  if (error && (error.validationContext === 'params' || error.validationContext === 'headers')) throw error;
}

/** `exception` of a request refused by its route schema. */
export const REQUEST_VALIDATION = 'RequestValidationException';

/** A Fastify error code (FST_ERR_…, documented by Fastify) names the refusal; anything else is not shown. */
function frameworkCode(error: FastifyError): string | undefined {
  return typeof error.code === 'string' && /^FST_ERR_[A-Z0-9_]+$/.test(error.code) ? error.code : undefined;
}

export const problemPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      request.log.info({ type: error.type, field: error.field }, error.message);
      return sendProblem(reply, request, catalogueProblem(error.type, error.detail, error.field, { properties: { ...error.properties } }));
    }
    if (error instanceof InvalidMoneyFormatError) {
      return sendProblem(reply, request, catalogueProblem('InvalidMoneyFormatException', error.message));
    }
    if (error.validation) {
      request.log.info({ validation: error.validation }, 'request validation failed');
      return sendProblem(reply, request, validationProblem(error));
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      request.log.info({ err: error }, 'client error');
      const type = isCatalogueType(error.code) ? error.code : status === 404 ? 'ResourceNotFoundException' : 'ValidationException';
      const exception = isCatalogueType(error.code) ? error.code : (frameworkCode(error) ?? type);
      return sendProblem(reply, request, { ...catalogueProblem(type, error.message, undefined, { exception }), status });
    }
    if (isUnavailable(error)) {
      // The database is down or too slow: a retry later may work, so 503 with Retry-After instead of a bug's 500.
      request.log.warn({ err: error }, 'database unavailable or too slow: answered 503');
      return sendProblem(reply.header('retry-after', String(RETRY_AFTER_S)), request, {
        type: 'ServiceUnavailableException',
        title: 'Service temporarily unavailable',
        status: 503,
        detail: 'The database is unavailable or too slow now; send the request again later.',
      });
    }
    request.log.error({ err: error }, 'unhandled error');
    // Nothing of the error itself (message, stack, cause) reaches the client, in any mode; the log has it.
    return sendProblem(reply, request, { type: 'InternalServerError', title: 'Internal Server Error', status: 500 });
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(
      reply,
      request,
      catalogueProblem('ResourceNotFoundException', `No route ${request.method} ${request.url}`, undefined, {
        exception: 'NoRouteException',
        properties: { method: request.method },
      }),
    ),
  );
});
