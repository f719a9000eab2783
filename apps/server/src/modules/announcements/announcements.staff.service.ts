import { withPgErrors } from '@ads/db';
import { DomainError, checkLink } from '@ads/domain';
import type { StaffScope } from '../access';
import type { AccountsFace } from '../accounts';
import type { ChangeRecorder } from '../audit';
import type { AnnouncementFields, StaffAnnouncementRow, AnnouncementsStaffRepository } from './announcements.staff.repository';
import type { AnnouncementInput, StaffAnnouncementView } from './announcements.staff.schemas';

const AUDITED = ['name', 'type', 'text', 'link', 'active', 'startsAt', 'endsAt', 'audience', 'accountIds'] as const;

/**
 * Staff announcements (docs/requirements.md §2 /marops/announcements, §5 unique name, §7 GET/POST/PUT
 * /marops/account-announcements). Every method takes the StaffScope of `requireStaff` first.
 */
export class AnnouncementsStaffService {
  constructor(
    private readonly repo: AnnouncementsStaffRepository,
    private readonly accounts: Pick<AccountsFace, 'existingIds'>,
    /** Hosts links may point to (config allowedExternalHosts, docs/requirements.md §8). */
    private readonly allowedHosts: readonly string[],
  ) {}

  /** Every announcement, newest first. */
  async list(scope: StaffScope): Promise<StaffAnnouncementView[]> {
    return (await this.repo.list(scope)).map(view);
  }

  /** @throws DomainError ResourceNotFoundException (404). */
  async get(scope: StaffScope, id: string): Promise<StaffAnnouncementView> {
    const row = await this.repo.find(scope, id);
    if (!row) throw new DomainError('ResourceNotFoundException', `Announcement ${id} not found.`);
    return view(row);
  }

  /**
   * @throws DomainError AnnouncementNameTakenException (409, field name); ValidationException (400)
   *   for a refused link (LINK), an end not after the start (END_DATE), no or unknown accounts (ACCOUNTS).
   */
  async create(scope: StaffScope, input: AnnouncementInput, onChange?: ChangeRecorder): Promise<StaffAnnouncementView> {
    const fields = await this.fields(input);
    const row = await uniqueName(() => this.repo.create(scope, fields));
    onChange?.({}, row, AUDITED);
    return view(row);
  }

  /**
   * Replaces every field; `expectedVersion` from If-Match (null = no check).
   * @throws DomainError as {@link create}; ResourceNotFoundException (404); ResourceOptimisticLockException (412).
   */
  async update(scope: StaffScope, id: string, input: AnnouncementInput, expectedVersion: number | null, onChange?: ChangeRecorder) {
    const fields = await this.fields(input);
    const before = await this.repo.find(scope, id);
    if (!before) throw new DomainError('ResourceNotFoundException', `Announcement ${id} not found.`);
    const row = await uniqueName(() => this.repo.update(scope, id, fields, expectedVersion));
    if (!row) throw new DomainError('ResourceOptimisticLockException', `Announcement ${id} has changed; reload it.`);
    onChange?.(before, row, AUDITED);
    return view(row);
  }

  private async fields(input: AnnouncementInput): Promise<AnnouncementFields> {
    const name = input.name.trim();
    const text = input.text.trim();
    if (!name) throw new DomainError('ValidationException', 'The name must not be blank.', 'name');
    if (!text) throw new DomainError('ValidationException', 'The text must not be blank.', 'text');
    const link = input.link?.trim() ? checkLink(input.link, this.allowedHosts) : null;
    const startsAt = input.startsAt ? new Date(input.startsAt) : null;
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (startsAt && endsAt && endsAt <= startsAt) {
      throw new DomainError('ValidationException', 'The end must be later than the start.', 'END_DATE');
    }
    const accountIds = input.audience === 'ACCOUNTS' ? input.accountIds.map((id) => id.toLowerCase()) : [];
    if (input.audience === 'ACCOUNTS') {
      if (accountIds.length === 0) throw new DomainError('ValidationException', 'Choose at least one account.', 'ACCOUNTS');
      const known = await this.accounts.existingIds(accountIds);
      const unknown = accountIds.filter((id) => !known.has(id));
      if (unknown.length) throw new DomainError('ValidationException', `Unknown accounts: ${unknown.join(', ')}.`, 'ACCOUNTS');
    }
    return { name, type: input.type, text, link, active: input.active, startsAt, endsAt, audience: input.audience, accountIds };
  }
}

const uniqueName = <T>(write: () => Promise<T>): Promise<T> =>
  withPgErrors(write, { '23505': () => new DomainError('AnnouncementNameTakenException', undefined, 'name') });

function view(r: StaffAnnouncementRow): StaffAnnouncementView {
  return {
    id: r.id,
    name: r.name,
    type: r.type as StaffAnnouncementView['type'],
    text: r.text,
    link: r.link,
    active: r.active,
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    audience: r.audience as StaffAnnouncementView['audience'],
    accountIds: r.accountIds,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
