import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionResults } from 'oidc-provider';
import { errors } from 'oidc-provider';
import { PAGE_HEADERS } from './html';
import { INVALID_CREDENTIALS, renderExpiredPage, renderLoginPage } from './login-page';
import { hashPassword, verifyPassword } from './passwords';
import type { IdpUserDirectory } from './types';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

export interface LoginActionsDeps {
  provider: Provider;
  users: IdpUserDirectory;
  mountPath: string;
  /** Where the "timed out" page links to (the first SPA origin). */
  homeUrl: string | undefined;
}

/** Longest username or password accepted (bytes of form body are capped at 8 KiB as well). */
const MAX_FIELD = 1024;

/**
 * Registers GET and POST `<mount>/login-actions/:uid`, the login page that oidc-provider's
 * `interactions.url` points to (docs/identity-keycloak.md §2.5). GET renders the form; POST checks the credentials
 * and on success finishes the interaction with `{ login: { accountId } }` and a 303 to oidc-provider's
 * resume URL. Wrong credentials answer 401 with the form and "Invalid username or password.".
 * A consent prompt (only if scopes beyond `openid profile email` are asked for) is approved
 * automatically: the SPA is first-party, as a Keycloak client with consent off.
 * Must be registered in a scope whose urlencoded parser yields an object (see idp.plugin.ts).
 */
export function registerLoginActions(app: FastifyInstance, deps: LoginActionsDeps): void {
  const { provider, users } = deps;
  let dummyHash: Promise<string> | undefined;

  const load = async (request: FastifyRequest<{ Params: { uid: string } }>, reply: FastifyReply) => {
    try {
      const interaction = await provider.interactionDetails(request.raw, reply.raw);
      return interaction.uid === request.params.uid ? interaction : undefined;
    } catch (err) {
      if (err instanceof errors.SessionNotFound) return undefined;
      throw err;
    }
  };
  const html = (reply: FastifyReply, status: number, body: string) => reply.code(status).headers(PAGE_HEADERS).send(body);
  const expired = (reply: FastifyReply) => html(reply, 400, renderExpiredPage(deps.homeUrl));
  const finish = async (request: FastifyRequest, reply: FastifyReply, result: InteractionResults) => {
    const returnTo = await provider.interactionResult(request.raw, reply.raw, result, { mergeWithLastSubmission: true });
    return reply.header('cache-control', 'no-store').redirect(returnTo, 303);
  };
  const action = (uid: string) => `${deps.mountPath}/login-actions/${encodeURIComponent(uid)}`;

  /** Approves exactly what the consent prompt lists as missing (oidc-provider's example flow). */
  const approveConsent = async (interaction: Interaction): Promise<InteractionResults> => {
    const { details } = interaction.prompt;
    const accountId = interaction.session?.accountId;
    const clientId = String(interaction.params['client_id']);
    const grant =
      (interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined) ??
      new provider.Grant({ accountId, clientId });
    const missingScope = details['missingOIDCScope'] as string[] | undefined;
    const missingClaims = details['missingOIDCClaims'] as string[] | undefined;
    const missingResource = details['missingResourceScopes'] as Record<string, string[]> | undefined;
    if (missingScope) grant.addOIDCScope(missingScope.join(' '));
    if (missingClaims) grant.addOIDCClaims(missingClaims);
    for (const [indicator, scopes] of Object.entries(missingResource ?? {})) grant.addResourceScope(indicator, scopes.join(' '));
    return { consent: { grantId: await grant.save() } };
  };

  app.get<{ Params: { uid: string } }>('/login-actions/:uid', async (request, reply) => {
    const interaction = await load(request, reply);
    if (!interaction) return expired(reply);
    if (interaction.prompt.name === 'consent') return finish(request, reply, await approveConsent(interaction));
    const hint = interaction.params['login_hint'];
    return html(reply, 200, renderLoginPage({ action: action(interaction.uid), username: typeof hint === 'string' ? hint : '' }));
  });

  app.post<{ Params: { uid: string }; Body: Record<string, string> | undefined }>(
    '/login-actions/:uid',
    { bodyLimit: 8192 },
    async (request, reply) => {
      const interaction = await load(request, reply);
      if (!interaction) return expired(reply);
      if (interaction.prompt.name === 'consent') return finish(request, reply, await approveConsent(interaction));

      const username = String(request.body?.['username'] ?? '').trim().slice(0, MAX_FIELD);
      const password = String(request.body?.['password'] ?? '').slice(0, MAX_FIELD);
      const user = username ? await users.findByUsername(username) : null;
      // Hash even for unknown users so timing does not reveal which usernames exist.
      const ok = user
        ? await verifyPassword(password, user.passwordHash)
        : (await verifyPassword(password, await (dummyHash ??= hashPassword('dummy'))), false);
      if (!user || !ok || !password) {
        request.log.info({ interaction: interaction.uid }, 'idp: failed sign-in');
        return html(reply, 401, renderLoginPage({ action: action(interaction.uid), username, error: INVALID_CREDENTIALS }));
      }
      // remember: false -> browser-session cookie, Keycloak's default without "Remember me".
      return finish(request, reply, { login: { accountId: user.id, remember: false } });
    },
  );
}
