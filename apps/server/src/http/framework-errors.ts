import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { ERROR_CATALOGUE } from '@ads/domain';
import { catalogueProblem, sendProblem } from './problem';

/*
 * Errors Fastify and Node's HTTP parser answer before any route runs, as RFC 9457 problems
 * (docs/conventions.md "Errors"). Wired in app.ts through the Fastify constructor options
 * `frameworkErrors` and `clientErrorHandler`.
 */

/**
 * Fastify `frameworkErrors`: a URL that does not decode (FST_ERR_BAD_URL, 400) or a path parameter
 * over `maxParamLength` (FST_ERR_MAX_PARAM_LENGTH, 414 URI Too Long, RFC 9110 §15.5.15) becomes a
 * ValidationException problem with the same status.
 */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode < 500 ? error.statusCode : 400;
  request.log.info({ err: error }, 'request refused by the router');
  const exception = typeof error.code === 'string' && error.code.startsWith('FST_ERR_') ? error.code : 'ValidationException';
  void sendProblem(reply, request, { ...catalogueProblem('ValidationException', error.message, undefined, { exception }), status });
}

/**
 * Fastify `clientErrorHandler` (Node `server.on('clientError')`): the HTTP parser refused the
 * request (malformed request line or header, headers over `maxHeaderSize`, a request timeout).
 * Answers a ValidationException problem with 431 (RFC 6585 §5), 408 or 400 and `Connection: close`
 * (RFC 9112 §9.6), because the socket is closed right after.
 */
export function clientErrorHandler(
  this: { log: { debug: (o: object, m: string) => void } },
  err: NodeJS.ErrnoException,
  socket: Socket,
): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const status = err.code === 'HPE_HEADER_OVERFLOW' ? 431 : err.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  this.log.debug({ err }, 'HTTP parser refused a request');
  if (socket.writable) {
    const body = JSON.stringify({
      type: 'ValidationException',
      title: ERROR_CATALOGUE.ValidationException.message,
      status,
      detail: status === 431 ? 'Request header fields too large.' : status === 408 ? 'Request timeout.' : 'Malformed HTTP request.',
      // Node's parser error code (HPE_…, documented by llhttp) names the refusal; http/problem.ts ProblemSchema.
      exception: typeof err.code === 'string' && /^[A-Z0-9_]+$/.test(err.code) ? err.code : 'ValidationException',
      properties: {},
    });
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/problem+json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}
