import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Type } from '@sinclair/typebox';
import { DomainError, ERROR_CATALOGUE, InvalidMoneyFormatError, isCatalogueType } from '@ads/domain';

/**
 * RFC 9457 problem details whose `type` is docs/requirements.md §8 catalogue name (docs/conventions.md "Errors").
 * Every 4xx/5xx the API sends goes through here, so the web app can pick its message by `type`.
 */
export const ProblemSchema = Type.Object(
  {
    type: Type.String({ description: 'Error catalogue name (docs/requirements.md §8), e.g. CampaignNameNotUniqueException' }),
    title: Type.String(),
    status: Type.Integer(),
    detail: Type.Optional(Type.String()),
    instance: Type.Optional(Type.String()),
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
  field?: string;
}

/** Sends a problem with content type application/problem+json (RFC 9457 §3). */
export function sendProblem(reply: FastifyReply, request: FastifyRequest, problem: Omit<Problem, 'instance'>): FastifyReply {
  return reply
    .code(problem.status)
    .type('application/problem+json')
    .send({ ...problem, instance: request.url });
}

/** Problem for a catalogue type with its title and status. */
export function catalogueProblem(type: keyof typeof ERROR_CATALOGUE, detail?: string, field?: string): Omit<Problem, 'instance'> {
  const entry = ERROR_CATALOGUE[type];
  return { type, title: entry.message, status: entry.status, ...(detail ? { detail } : {}), ...(field ? { field } : {}) };
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
export function validationProblem(error: Pick<FastifyError, 'message' | 'validation' | 'validationContext'>): Omit<Problem, 'instance'> {
  const first = error.validation?.[0];
  const format = first?.keyword === 'format' ? (first.params as { format?: string }).format : undefined;
  if (format === 'account-id') return catalogueProblem('AccessForbiddenException', 'The account id is not a UUID v4.');
  if (format === 'uuid-v4' && error.validationContext === 'params') return catalogueProblem('ResourceNotFoundException', `${error.message}.`);
  return catalogueProblem('ValidationException', error.message, fieldOf(error as FastifyError));
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

export const problemPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof DomainError) {
      request.log.info({ type: error.type, field: error.field }, error.message);
      return sendProblem(reply, request, catalogueProblem(error.type, error.detail, error.field));
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
      return sendProblem(reply, request, { ...catalogueProblem(type, error.message), status });
    }
    request.log.error({ err: error }, 'unhandled error');
    return sendProblem(reply, request, { type: 'InternalServerError', title: 'Internal Server Error', status: 500 });
  });
  app.setNotFoundHandler((request, reply) =>
    sendProblem(reply, request, catalogueProblem('ResourceNotFoundException', `No route ${request.method} ${request.url}`)),
  );
});
