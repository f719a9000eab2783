import { DomainError, type ActiveChannelMarkets } from '@ads/domain';
import type { StaffScope } from '../access';
import type { DomainEvents } from '../context';
import { hashApiKey, newShopApiKey } from './shop-keys';
import type { ShopKeysStaffRepository, ShopKeyRow } from './shop-keys.staff.repository';
import type { CreatedShopKey, CreateShopKey, ShopKeyView } from './shop-keys.staff.schemas';

export interface ShopKeysStaffDeps {
  repo: ShopKeysStaffRepository;
  /** Channel → active markets (domain `activeChannelMarkets`); a key takes one channel (not ALL) and one of its markets. */
  channelMarkets: ActiveChannelMarkets;
  /** How long a rotated key keeps working, seconds (SHOP_API_KEY_ROTATION_OVERLAP_S, default 24 h). */
  rotationOverlapS: number;
  events: DomainEvents;
  now: () => Date;
}

/**
 * Staff management of shop API keys (docs/serving-trust.md "Channels, markets and shop API keys": one key = one channel + market; rotate,
 * revoke). The key itself is returned once, on create and rotate; only its SHA-256 is stored.
 * Revoke and rotate emit 'shopKeys.changed' so this process's serving verifier forgets its cache at
 * once; other processes notice within the verifier's TTL (docs/serving-trust.md).
 */
export class ShopKeysStaffService {
  constructor(private readonly d: ShopKeysStaffDeps) {}

  /** All keys with their status, newest first. */
  async list(_scope: StaffScope): Promise<{ content: ShopKeyView[] }> {
    const now = this.d.now();
    return { content: (await this.d.repo.list()).map((r) => toView(r, now)) };
  }

  /**
   * Creates a key for `channel` + `market`.
   * @throws DomainError ValidationException field CHANNEL (unknown, or ALL: a shop request comes from one
   *   channel), MARKET (not active on the channel).
   */
  async create(_scope: StaffScope, input: CreateShopKey): Promise<CreatedShopKey> {
    const markets = this.d.channelMarkets[input.channel];
    if (!markets)
      throw new DomainError('ValidationException', `Unknown shop channel ${input.channel}; a key serves one channel.`, 'CHANNEL');
    if (!markets.includes(input.market)) {
      throw new DomainError('ValidationException', `Market ${input.market} is not active on channel ${input.channel}.`, 'MARKET');
    }
    const key = newShopApiKey();
    const row = await this.d.repo.insert(input.name.trim(), hashApiKey(key), input.channel, input.market, this.d.now());
    return { key, shopApiKey: toView(row, this.d.now()) };
  }

  /**
   * Rotates key `id`: a new key with the same name, channel and market; the old one keeps working for
   * `rotationOverlapS`, then stops.
   * @throws DomainError ResourceNotFoundException (404), ValidationException field ID (revoked or already rotated).
   */
  async rotate(_scope: StaffScope, id: string): Promise<CreatedShopKey> {
    const now = this.d.now();
    const key = newShopApiKey();
    const row = await this.d.repo.rotate(id, hashApiKey(key), now, new Date(now.getTime() + this.d.rotationOverlapS * 1000));
    if (!row) {
      if (!(await this.d.repo.find(id))) throw notFound(id);
      throw new DomainError('ValidationException', 'Only an active key can be rotated; this one is revoked or already rotated.', 'ID');
    }
    this.d.events.emit('shopKeys.changed', [id]);
    return { key, shopApiKey: toView(row, now) };
  }

  /** Revokes key `id` at once (idempotent). @throws DomainError ResourceNotFoundException (404). */
  async revoke(_scope: StaffScope, id: string): Promise<ShopKeyView> {
    const row = await this.d.repo.revoke(id, this.d.now());
    if (!row) throw notFound(id);
    this.d.events.emit('shopKeys.changed', [id]);
    return toView(row, this.d.now());
  }
}

function notFound(id: string): DomainError {
  return new DomainError('ResourceNotFoundException', `Shop API key ${id} not found.`);
}

/** Status on `now`: REVOKED, then EXPIRED / ROTATING by expiresAt, else ACTIVE. */
function toView(r: ShopKeyRow, now: Date): ShopKeyView {
  const status = r.revokedAt ? 'REVOKED' : r.expiresAt ? (r.expiresAt <= now ? 'EXPIRED' : 'ROTATING') : 'ACTIVE';
  return {
    id: r.id,
    name: r.name,
    channel: r.channel,
    market: r.market,
    status,
    createdAt: r.createdAt.toISOString(),
    expiresAt: r.expiresAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    replacedBy: r.replacedBy,
  };
}
