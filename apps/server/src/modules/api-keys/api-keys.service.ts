import { DomainError, isAccountRole } from '@ads/domain';
import { newApiKey, requireAccount, type AccountScope, type Actor } from '../access';
import type { ChangeRecorder } from '../audit';
import type { ApiKeyRow, ApiKeysRepository } from './api-keys.repository';
import { API_KEY_NAME_MAX, API_KEYS_ACTIVE_MAX, type ApiKeyView, type CreatedApiKey } from './api-keys.schemas';

/**
 * An account's API keys (docs/api-keys.md): its admins (capability `members`) create, list and revoke
 * them; a key cannot manage keys. The key is returned once, on create; only its SHA-256 is stored.
 */
export class ApiKeysService {
  constructor(private readonly d: { repo: ApiKeysRepository; now: () => Date }) {}

  /** The account's keys. @throws DomainError AccessForbiddenException (403) for a non-admin or a key. */
  async list(actor: Actor, accountId: string): Promise<ApiKeyView[]> {
    return (await this.d.repo.list(this.admin(actor, accountId))).map(toView);
  }

  /**
   * Creates a key named `name` with `role` in the account.
   * @throws DomainError ValidationException field NAME (empty or over 100 characters), ROLE (not a role),
   *   API_KEYS (25 keys not revoked already); AccessForbiddenException (403) for a non-admin or a key.
   */
  async create(actor: Actor, accountId: string, input: { name: string; role: string }, record?: ChangeRecorder): Promise<CreatedApiKey> {
    const scope = this.admin(actor, accountId);
    const name = input.name.trim();
    if (name.length === 0 || name.length > API_KEY_NAME_MAX)
      throw new DomainError('ValidationException', `The key's name has 1 to ${API_KEY_NAME_MAX} characters.`, 'NAME');
    if (!isAccountRole(input.role))
      throw new DomainError('ValidationException', 'The role is ADMIN, CAMPAIGN_MANAGER, BILLING or READ_ONLY.', 'ROLE');
    if ((await this.d.repo.countActive(scope)) >= API_KEYS_ACTIVE_MAX)
      throw new DomainError('ValidationException', `An account has at most ${API_KEYS_ACTIVE_MAX} API keys; revoke one first.`, 'API_KEYS');
    const made = newApiKey();
    const row = await this.d.repo.insert(scope, { name, role: input.role, prefix: made.prefix, hash: made.hash, at: this.d.now() });
    record?.({}, { apiKey: row.id, name, role: input.role, prefix: row.prefix });
    return { key: made.key, apiKey: toView(row) };
  }

  /**
   * Revokes key `id` of the account (idempotent): it answers 401 from the next request on, in every process.
   * @throws DomainError ResourceNotFoundException (404) when the account has no such key; AccessForbiddenException (403).
   */
  async revoke(actor: Actor, accountId: string, id: string, record?: ChangeRecorder): Promise<ApiKeyView> {
    const scope = this.admin(actor, accountId);
    const before = await this.d.repo.find(scope, id);
    if (!before || !(await this.d.repo.revoke(scope, id, this.d.now())))
      throw new DomainError('ResourceNotFoundException', `API key ${id} not found.`);
    const after = (await this.d.repo.find(scope, id))!;
    record?.({ apiKey: id, status: status(before) }, { apiKey: id, status: status(after) });
    return toView(after);
  }

  /** Admins of the account only, and people only: a key never makes or revokes keys. */
  private admin(actor: Actor, accountId: string): AccountScope {
    if (actor.apiKey) throw new DomainError('AccessForbiddenException', 'API keys are managed by people signed in, not with an API key.');
    return requireAccount(actor, accountId, 'members');
  }
}

function status(r: ApiKeyRow): ApiKeyView['status'] {
  return r.revokedAt ? 'REVOKED' : 'ACTIVE';
}

function toView(r: ApiKeyRow): ApiKeyView {
  return {
    id: r.id,
    name: r.name,
    role: isAccountRole(r.role) ? r.role : 'READ_ONLY',
    prefix: `adsk_${r.prefix}`,
    status: status(r),
    createdAt: r.createdAt.toISOString(),
    createdBy: r.createdByEmail,
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
  };
}
