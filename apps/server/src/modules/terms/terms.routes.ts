import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import type { TermsService } from './terms.service';
import { AcceptTermsBodySchema, MyTermsSchema, TermsAcceptanceSchema, TermsVersionSchema, VersionParams } from './terms.schemas';

const problems = { 400: ProblemSchema, 401: ProblemSchema };

/**
 * Terms for every signed-in user (docs/requirements.md §7, docs/terms.md): accepting the version in
 * force, the caller's terms state, and reading a version. A body that fails the accept schema (missing
 * or non-integer version) is the same ValidationException with field VERSION as a wrong version, so
 * the client has one case to handle.
 */
export async function termsRoutes(app: App, terms: TermsService): Promise<void> {
  app.post(
    '/account-views/user/accept-terms-of-service',
    {
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary: 'Accept the terms of service version in force',
        security: [{ bearer: [] }],
        body: AcceptTermsBodySchema,
        response: { 200: TermsAcceptanceSchema, ...problems },
      },
    },
    async (request) => {
      const version = request.validationError ? undefined : request.body.version;
      return terms.accept(request.actor, version, request.ip ?? null);
    },
  );

  app.get(
    '/terms',
    {
      schema: {
        tags: ['accounts'],
        summary: "The caller's terms: the version in force, the next published one, the versions they accepted",
        security: [{ bearer: [] }],
        response: { 200: MyTermsSchema, 401: ProblemSchema },
      },
    },
    async (request) => terms.mine(request.actor),
  );

  app.get(
    '/terms/versions/:version',
    {
      schema: {
        tags: ['accounts'],
        summary: 'One published terms version with its text',
        security: [{ bearer: [] }],
        params: VersionParams,
        response: { 200: TermsVersionSchema, 404: ProblemSchema, ...problems },
      },
    },
    async (request) => terms.version(request.actor, request.params.version),
  );
}
