import { requireAccount, type Actor } from '../access';
import type { AnnouncementsRepository } from './announcements.repository';

/** One announcement of the bar (docs/requirements.md §3: type, text, optional link). */
export interface AnnouncementView {
  id: string;
  /** INFO, WARNING, ERROR, SUCCESS…; the client styles it by the lower-cased value (docs/requirements.md §2). */
  type: string;
  text: string;
  /** Opened in a new tab when present. */
  link?: string;
}

/** The announcements bar (docs/requirements.md §2, §7 GET /account-announcements/{accountId}). */
export class AnnouncementsService {
  constructor(
    private readonly repo: AnnouncementsRepository,
    private readonly now: () => Date,
  ) {}

  /**
   * Announcements active now (active flag, startsAt ≤ now < endsAt where set) addressed to the
   * account or to all accounts, newest first.
   * @throws DomainError AccessForbiddenException (403) unless the caller belongs to the account.
   */
  async forAccount(actor: Actor, accountId: string | undefined): Promise<AnnouncementView[]> {
    const scope = requireAccount(actor, accountId, 'read');
    const rows = await this.repo.activeFor(scope, this.now());
    return rows.map((r) => ({ id: r.id, type: r.type, text: r.text, ...(r.link ? { link: r.link } : {}) }));
  }
}
