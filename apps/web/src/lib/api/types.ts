import type { paths } from './schema';

/**
 * Helpers that read wire types out of the generated OpenAPI `paths` (schema.d.ts, from
 * apps/server/openapi.json). Never hand-write a DTO: name it through these.
 */
export type ApiPath = keyof paths;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

type Operation<P extends ApiPath, M extends Method> = NonNullable<paths[P][M & keyof paths[P]]>;
type Responses<P extends ApiPath, M extends Method> = Operation<P, M> extends { responses: infer R } ? R : never;

/** JSON body of response `S` (default 200) of `M P`. */
export type ResponseBody<P extends ApiPath, M extends Method = 'get', S extends number = 200> =
  Responses<P, M> extends Record<S, { content: { 'application/json': infer B } }> ? B : never;

/** JSON request body of `M P`. */
export type RequestBody<P extends ApiPath, M extends Method> =
  Operation<P, M> extends {
    requestBody?: { content: { 'application/json': infer B } };
  }
    ? B
    : never;

/** Query parameters of `M P`. */
export type QueryParams<P extends ApiPath, M extends Method = 'get'> =
  Operation<P, M> extends {
    parameters: { query?: infer Q };
  }
    ? NonNullable<Q>
    : never;

/** RFC 9457 problem details, as the server's ProblemSchema declares them (docs/requirements.md §3 "Error object"). */
export type ProblemDetails = ResponseBody<'/api/accounts/{id}', 'get', 403>;
