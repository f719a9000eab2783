import { DomainError } from '@ads/domain';
import type { StaffScope } from '../access';
import type { ChangeRecorder } from '../audit';
import type { MediaFace } from '../media';
import type { ContentFields, ContentRow, ContentStaffRepository } from './content.staff.repository';
import type { ContentInput, ContentItemView } from './content.staff.schemas';

const AUDITED = ['kind', 'title', 'status', 'audience', 'attachmentIds', 'publishedAt'] as const;

/**
 * The content hub for staff (docs/requirements.md §2 /marops/content-hub, §7 GET all, GET one, PUT create, PUT one,
 * DELETE under /marops/content): articles and guides in Markdown; PUBLISHED ones appear on advertisers'
 * Help Center screen (content.service.ts). `publishedAt` is set when an item first becomes PUBLISHED
 * and cleared on going back to DRAFT.
 */
export class ContentStaffService {
  constructor(
    private readonly repo: ContentStaffRepository,
    /** The media library's face: attachments are its files. */
    private readonly media: MediaFace,
    private readonly now: () => Date,
  ) {}

  async list(scope: StaffScope): Promise<ContentItemView[]> {
    const rows = await this.repo.list(scope);
    return this.views(rows);
  }

  /** @throws DomainError ResourceNotFoundException (404). */
  async get(scope: StaffScope, id: string): Promise<ContentItemView> {
    const row = await this.repo.find(scope, id);
    if (!row) throw new DomainError('ResourceNotFoundException', `Content item ${id} not found.`);
    return (await this.views([row]))[0]!;
  }

  /** @throws DomainError ValidationException (400): blank title (title), unknown attachment (FILE). */
  async create(scope: StaffScope, input: ContentInput, onChange?: ChangeRecorder): Promise<ContentItemView> {
    const row = await this.repo.create(scope, await this.fields(input, null));
    onChange?.({}, row, AUDITED);
    return (await this.views([row]))[0]!;
  }

  /** @throws as {@link create}; ResourceNotFoundException (404); ResourceOptimisticLockException (412). */
  async update(scope: StaffScope, id: string, input: ContentInput, expectedVersion: number | null, onChange?: ChangeRecorder) {
    const before = await this.repo.find(scope, id);
    if (!before) throw new DomainError('ResourceNotFoundException', `Content item ${id} not found.`);
    const row = await this.repo.update(scope, id, await this.fields(input, before), expectedVersion);
    if (!row) throw new DomainError('ResourceOptimisticLockException', `Content item ${id} has changed; reload it.`);
    onChange?.(before, row, AUDITED);
    return (await this.views([row]))[0]!;
  }

  /** @throws DomainError ResourceNotFoundException (404). */
  async delete(scope: StaffScope, id: string, onChange?: ChangeRecorder): Promise<void> {
    const before = await this.repo.find(scope, id);
    if (!before || !(await this.repo.delete(scope, id)))
      throw new DomainError('ResourceNotFoundException', `Content item ${id} not found.`);
    onChange?.(before, {}, AUDITED);
  }

  private async fields(input: ContentInput, before: ContentRow | null): Promise<ContentFields> {
    const title = input.title.trim();
    if (!title) throw new DomainError('ValidationException', 'The title must not be blank.', 'title');
    const ids = input.attachmentIds.map((id) => id.toLowerCase());
    const found = new Set((await this.media.byIds(ids)).map((m) => m.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw new DomainError('ValidationException', `Not in the media library: ${missing.join(', ')}.`, 'FILE');
    const publishedAt = input.status === 'PUBLISHED' ? (before?.publishedAt ?? this.now()) : null;
    return { kind: input.kind, title, body: input.body, status: input.status, audience: input.audience, attachmentIds: ids, publishedAt };
  }

  private async views(rows: ContentRow[]): Promise<ContentItemView[]> {
    const media = new Map((await this.media.byIds([...new Set(rows.flatMap((r) => r.attachmentIds))])).map((m) => [m.id, m]));
    return rows.map((r) => ({
      id: r.id,
      kind: r.kind as ContentItemView['kind'],
      title: r.title,
      body: r.body,
      status: r.status as ContentItemView['status'],
      audience: r.audience as ContentItemView['audience'],
      attachments: r.attachmentIds.flatMap((id) => media.get(id) ?? []),
      publishedAt: r.publishedAt?.toISOString() ?? null,
      version: r.version,
      createdAt: r.createdAt.toISOString(),
      updatedAt: r.updatedAt.toISOString(),
    }));
  }
}
