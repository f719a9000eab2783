import { withPgErrors } from '@ads/db';
import { DomainError } from '@ads/domain';
import { toPage } from '../../http/page';
import type { ChangeRecorder } from '../audit';
import type { StaffScope } from '../access';
import type { StoreFields, StoreRow, StoresStaffRepository } from './stores.staff.repository';
import type { StoreInput, StoreListQuery, StoreView } from './stores.staff.schemas';

/** The audited store fields (recordChanges reports those that differ). */
const AUDITED = ['name', 'externalId', 'domain', 'channel', 'markets'] as const;

export interface StoresStaffSettings {
  /** Channels a store may sell in: the main shop channel (config productChannel.code) and EOBUWIE. */
  channels: readonly string[];
}

/**
 * Merchant stores for staff (docs/requirements.md §1 "staff manage … stores", §6 staff endpoints, §7 GET
 * /marops/stores?externalId). Every method takes the StaffScope of `requireStaff` first.
 */
export class StoresStaffService {
  constructor(
    private readonly repo: StoresStaffRepository,
    private readonly settings: StoresStaffSettings,
  ) {}

  /**
   * A page of stores ordered by name. With `externalId` the page holds the store with that seller id
   * or nothing (docs/requirements.md §7); `search` matches name or external id; `channel` filters exactly.
   */
  async list(scope: StaffScope, q: StoreListQuery) {
    const { rows, total } = await this.repo.list(
      scope,
      { externalId: q.externalId, search: q.search?.trim() || undefined, channel: q.channel },
      q.page,
      q.size,
    );
    return toPage(rows.map(view), total, q);
  }

  /** One store. @throws DomainError ResourceNotFoundException (404) when there is none. */
  async get(scope: StaffScope, id: string): Promise<StoreView> {
    const row = await this.repo.find(scope, id);
    if (!row) throw new DomainError('ResourceNotFoundException', `Store ${id} not found.`);
    return view(row);
  }

  /**
   * Creates a store (version 1).
   * @throws DomainError ValidationException (400) for an unknown channel or blank name;
   *   StoreExternalIdTakenException (409, field externalId) when another store has the seller id.
   */
  async create(scope: StaffScope, input: StoreInput, onChange?: ChangeRecorder): Promise<StoreView> {
    const fields = this.fields(input);
    const row = await uniqueExternalId(() => this.repo.create(scope, fields));
    onChange?.({}, row, AUDITED);
    return view(row);
  }

  /**
   * Replaces a store's fields; `expectedVersion` from If-Match (null = no check, RFC 9110 §13.1.1).
   * @throws DomainError ResourceNotFoundException (404); ResourceOptimisticLockException (412) for a
   *   stale version; ValidationException (400); StoreExternalIdTakenException (409).
   */
  async update(
    scope: StaffScope,
    id: string,
    input: StoreInput,
    expectedVersion: number | null,
    onChange?: ChangeRecorder,
  ): Promise<StoreView> {
    const fields = this.fields(input);
    const before = await this.repo.find(scope, id);
    if (!before) throw new DomainError('ResourceNotFoundException', `Store ${id} not found.`);
    const row = await uniqueExternalId(() => this.repo.update(scope, id, fields, expectedVersion));
    if (!row) throw new DomainError('ResourceOptimisticLockException', `Store ${id} has changed; reload it.`);
    onChange?.(before, row, AUDITED);
    return view(row);
  }

  private fields(input: StoreInput): StoreFields {
    const name = input.name.trim();
    if (name === '') throw new DomainError('ValidationException', 'The store name must not be blank.', 'name');
    if (!this.settings.channels.includes(input.channel)) {
      throw new DomainError('ValidationException', `The channel must be one of ${this.settings.channels.join(', ')}.`, 'channel');
    }
    return { name, externalId: input.externalId, domain: input.domain.toLowerCase(), channel: input.channel, markets: [...input.markets] };
  }
}

const uniqueExternalId = <T>(write: () => Promise<T>): Promise<T> =>
  withPgErrors(write, { '23505': () => new DomainError('StoreExternalIdTakenException', undefined, 'externalId') });

function view(r: StoreRow): StoreView {
  return {
    id: r.id,
    externalId: r.externalId,
    name: r.name,
    domain: r.domain,
    channel: r.channel,
    markets: r.markets,
    productCount: r.productCount,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
