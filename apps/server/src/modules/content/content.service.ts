import { DomainError } from '@ads/domain';
import type { AccountScope } from '../access';
import type { MediaFace } from '../media';
import type { ContentRepository } from './content.repository';

/** A content hub item as the Help Center screen shows it. */
export interface HelpItem {
  id: string;
  kind: string;
  title: string;
  body: string;
  publishedAt: string | null;
  attachments: Array<{ name: string; url: string }>;
}

/** What the content hub reads of the reading account: its type (the accounts face). */
export interface AudienceAccounts {
  account(scope: AccountScope): Promise<{ type: string }>;
}

/**
 * The advertisers' side of the content hub: the published articles and guides the Help Center screen
 * shows to an account (audience ALL or the account's type, docs/staff-content.md).
 */
export class ContentService {
  constructor(
    private readonly repo: ContentRepository,
    private readonly accounts: AudienceAccounts,
    private readonly media: MediaFace,
  ) {}

  /** Published items for the account, newest first; attachments by upload time. */
  async publishedFor(scope: AccountScope): Promise<HelpItem[]> {
    const rows = await this.repo.published(await this.accountType(scope));
    const files = await this.media.byIds([...new Set(rows.flatMap((r) => r.attachmentIds))]);
    const byId = new Map(files.map((f) => [f.id, f]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      title: r.title,
      body: r.body,
      publishedAt: r.publishedAt === null ? null : new Date(r.publishedAt).toISOString(),
      attachments: r.attachmentIds
        .flatMap((id) => byId.get(id) ?? [])
        .sort((a, b) => a.createdAt.localeCompare(b.createdAt))
        .map((f) => ({ name: f.name, url: f.url })),
    }));
  }

  /** The account's type; null for an account that does not exist (it then reads audience ALL only). */
  private async accountType(scope: AccountScope): Promise<string | null> {
    try {
      return (await this.accounts.account(scope)).type;
    } catch (error) {
      if (error instanceof DomainError && error.type === 'ResourceNotFoundException') return null;
      throw error;
    }
  }
}
