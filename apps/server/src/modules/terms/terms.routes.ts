import { Type } from '@sinclair/typebox';
import type { App } from '../../http/types';
import { ProblemSchema } from '../../http/problem';
import { SafeText } from '../../http/schema';
import type { TermsService } from './terms.service';
import { CURRENT_TERMS_VERSION } from '@ads/domain';

const AcceptTermsBodySchema = Type.Object({
  version: SafeText({ maxLength: 100, description: `Version of the terms the user read and accepted; must be the current one, ${CURRENT_TERMS_VERSION}` }),
});

const TermsAcceptanceSchema = Type.Object({
  termsOfServiceAccepted: Type.Literal(true),
  version: Type.String(),
  acceptedAt: Type.String({ format: 'date-time' }),
});

/**
 * POST /account-views/user/accept-terms-of-service (docs/requirements.md §7). A body that fails the schema
 * (missing or non-string version) is the same ValidationException with field VERSION as a wrong
 * version, so the client has one case to handle.
 */
export async function termsRoutes(app: App, terms: TermsService): Promise<void> {
  app.post(
    '/account-views/user/accept-terms-of-service',
    {
      attachValidation: true,
      schema: {
        tags: ['accounts'],
        summary: 'Accept the terms of service in force',
        security: [{ bearer: [] }],
        body: AcceptTermsBodySchema,
        response: { 200: TermsAcceptanceSchema, 400: ProblemSchema, 401: ProblemSchema },
      },
    },
    async (request) => {
      const version = request.validationError ? undefined : request.body.version;
      return terms.accept(request.actor, version, request.ip ?? null);
    },
  );
}
