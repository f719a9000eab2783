import type { paths } from './schema';

/**
 * Endpoints of spec §7 whose server side is being built while the web app already uses them
 * (issue #3). Written in openapi-typescript's shape and merged into the client's paths by
 * {@link ApiPaths}: as soon as `npm run openapi` brings an operation into schema.d.ts the generated
 * one wins (per method), and the entry here should be deleted. Shapes follow the contract.
 *
 * This is the only hand-written wire shape in the app, and it is temporary (STYLE.md "One contract").
 */
type Json<T> = { content: { 'application/json': T } };
interface Problem {
  type: string;
  title: string;
  status: number;
  detail?: string;
  instance?: string;
  field?: string;
}
type Errors = { 400: Json<Problem>; 401: Json<Problem>; 403: Json<Problem>; 404: Json<Problem>; 409: Json<Problem>; 412: Json<Problem> };
type Op<Params, Body, Ok> = {
  parameters: Params;
  requestBody: Body extends never ? never : Json<Body>;
  responses: { 200: Json<Ok> } & Errors;
};
type NoBodyOp<Params, Ok> = { parameters: Params; requestBody?: never; responses: { 200: Json<Ok>; 204: { content?: never } } & Errors };
type PathId = { query?: never; header?: never; path: { id: string }; cookie?: never };

export interface PendingAnnouncement {
  id: string;
  /** Styling key, lower-cased by the bar (e.g. INFO, WARNING). */
  type: string;
  text: string;
  link?: string | null;
}

export interface PendingAccountUser {
  id: string;
  email: string;
  name: string | null;
  status: 'ACTIVE' | 'INVITED';
  invitedAt?: string | null;
  expiresAt?: string | null;
}

type AccountBody = paths['/api/accounts/{id}']['get']['responses'][200]['content']['application/json'];

export interface PendingPaths {
  '/api/account-views/user/accept-terms-of-service': {
    post: Op<
      { query?: never; header?: never; path?: never; cookie?: never },
      { version: string },
      { termsOfServiceAccepted: true; version: string; acceptedAt: string }
    >;
  };
  '/api/account-announcements/{accountId}': {
    get: NoBodyOp<{ query?: never; header?: never; path: { accountId: string }; cookie?: never }, PendingAnnouncement[]>;
  };
  '/api/accounts/{id}': {
    patch: Op<PathId, { name: string }, AccountBody>;
  };
  '/api/accounts/{id}/users': {
    get: NoBodyOp<PathId, PendingAccountUser[]>;
    post: Op<PathId, { email: string }, PendingAccountUser>;
  };
  '/api/accounts/{id}/users/{userId}': {
    delete: NoBodyOp<{ query?: never; header?: never; path: { id: string; userId: string }; cookie?: never }, unknown>;
  };
}

type Methods = 'get' | 'put' | 'post' | 'delete' | 'patch';
type Generated<P extends string, M extends Methods> = P extends keyof paths
  ? M extends keyof paths[P]
    ? NonNullable<paths[P][M]>
    : never
  : never;
type Pick1<P extends keyof PendingPaths, M extends Methods> = [Generated<P, M>] extends [never]
  ? M extends keyof PendingPaths[P]
    ? PendingPaths[P][M]
    : undefined
  : Generated<P, M>;

/** Generated paths, plus the pending operations the generated schema does not have yet. */
export type ApiPaths = Omit<paths, keyof PendingPaths> & {
  [P in keyof PendingPaths]: (P extends keyof paths
    ? Omit<paths[P], Methods>
    : { parameters: { query?: never; header?: never; path?: never; cookie?: never } }) & {
    [M in Methods]: Pick1<P, M>;
  };
};
