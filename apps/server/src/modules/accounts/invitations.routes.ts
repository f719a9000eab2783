import type { FastifyInstance, FastifyReply } from 'fastify';
import { Type } from '@sinclair/typebox';
import { PAGE_HEADERS } from '../idp';
import type { AuditFace } from '../audit';
import type { InvitationForm, InvitationLookup, InvitationsService } from './invitations.service';
import { renderInvitationPage, renderInvitationUnavailable } from './invitation-page';

const FORM = 'application/x-www-form-urlencoded';
const TokenParams = Type.Object({ token: Type.String() });

/**
 * The invitation acceptance page, outside /api like the identity provider's pages (docs/requirements.md §1):
 * GET /invitations/{token} shows the form; POST accepts it (audited) and answers 303 to `/`, where the SPA
 * signs the new user in. A used or expired link answers 410, an unknown one 404, the link of a banned
 * e-mail 403, a rejected form 400 with the messages beside the fields. Hidden from the API document (HTML, not JSON).
 */
export async function invitationsRoutes(
  app: FastifyInstance,
  deps: { invitations: InvitationsService; passwordLogin: boolean; homeUrl: string; audit: AuditFace },
): Promise<void> {
  await app.register(async (scope: FastifyInstance) => {
    scope.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true };
    });
    if (scope.hasContentTypeParser(FORM)) scope.removeContentTypeParser(FORM);
    scope.addContentTypeParser(FORM, { parseAs: 'string', bodyLimit: 16 * 1024 }, (_req, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).headers(PAGE_HEADERS).send(body);
    const STATUS = { gone: 410, unknown: 404, banned: 403 } as const;
    const unavailable = (reply: FastifyReply, kind: keyof typeof STATUS) =>
      html(reply, STATUS[kind], renderInvitationUnavailable(kind, deps.homeUrl));
    const pageModel = ({ invitation, existingUser, terms }: InvitationLookup & { kind: 'valid' }, action: string) => ({
      terms,
      accountName: invitation.accountName,
      email: invitation.email,
      action,
      existingUser,
      passwordLogin: deps.passwordLogin,
    });

    scope.get('/invitations/:token', { schema: { params: TokenParams } }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const found = await deps.invitations.lookup(token);
      if (found.kind !== 'valid') return unavailable(reply, found.kind);
      return html(reply, 200, renderInvitationPage(pageModel(found, request.url)));
    });

    scope.post('/invitations/:token', { schema: { params: TokenParams } }, async (request, reply) => {
      const { token } = request.params as { token: string };
      const body = (request.body ?? {}) as Record<string, unknown>;
      const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : undefined);
      const form: InvitationForm = {
        name: text('name'),
        password: text('password'),
        passwordRepeat: text('passwordRepeat'),
        terms: text('terms'),
        termsVersion: text('termsVersion'),
      };
      const result = await deps.invitations.accept(token, form, request.ip ?? null);
      if (result.kind === 'accepted') {
        // A join is audited like a member's change (docs/architecture.md "Audit log"); the URL without the
        // link token, which is a secret of the e-mail.
        const { joined } = result;
        deps.audit.enqueue({
          at: new Date(), // as the /api audit hook stamps its entries
          userId: joined.userId,
          actorEmail: joined.email,
          accountId: joined.accountId,
          actingAsStaff: false,
          method: 'POST',
          url: '/invitations/{token}',
          status: 303,
          requestId: String(request.id),
          changes: [
            { field: 'members', before: null, after: { email: joined.email, invitationId: joined.invitationId, newUser: joined.created } },
            { field: 'termsVersion', before: null, after: joined.termsVersion },
          ],
        });
        return reply.code(303).header('cache-control', 'no-store').redirect('/', 303);
      }
      if (result.kind !== 'invalid') return unavailable(reply, result.kind);
      const model = pageModel(result.lookup, request.url);
      return html(reply, 400, renderInvitationPage({ ...model, name: form.name, errors: result.errors }));
    });
  });
}
