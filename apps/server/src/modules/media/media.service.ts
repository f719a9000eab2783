import { randomUUID } from 'node:crypto';
import { DomainError } from '@ads/domain';
import type { StaffScope } from '../access';
import { checkImage, type CheckedImage, type MediaLimits } from './media-check';
import type { MediaRepository, MediaRow } from './media.repository';
import type { MediaStore } from './media-store';

/** A media library file as staff and the shop see it. */
export interface MediaView {
  id: string;
  name: string;
  mime: string;
  bytes: number;
  width: number;
  height: number;
  /** Public path of the file, `/media/<id>.<ext>` (served with nosniff and a restrictive CSP). */
  url: string;
  createdAt: string;
}

/** One file of an upload request, as the multipart parser gave it. */
export interface UploadedFile {
  name: string;
  data: Buffer;
}

export const mediaPath = (row: Pick<MediaRow, 'storageKey'>) => `/media/${row.storageKey}`;

export function mediaView(r: MediaRow): MediaView {
  return {
    id: r.id,
    name: r.originalName,
    mime: r.mime,
    bytes: r.bytes,
    width: r.width,
    height: r.height,
    url: mediaPath(r),
    createdAt: r.createdAt.toISOString(),
  };
}

/** Names of what uses a media file (e.g. `content item "Title"`); [] when nothing does. */
export type MediaUsers = (mediaId: string) => Promise<string[]>;

/**
 * The media library (docs/staff-content.md "Uploads" items 3–4): uploads checked and re-encoded by {@link checkImage},
 * kept in a {@link MediaStore}, listed and deleted by staff, read by the public /media route.
 */
export class MediaService {
  constructor(
    private readonly repo: MediaRepository,
    private readonly store: MediaStore,
    private readonly limits: MediaLimits,
  ) {}

  /** Modules whose rows point at media files, asked before a delete (static banners are asked first). */
  private readonly userFinders: MediaUsers[] = [];

  /** Adds a module's finder of what uses a file; a file something uses cannot be deleted. */
  addUsers(finder: MediaUsers): void {
    this.userFinders.push(finder);
  }

  /** Names of everything that uses the file. */
  private async users(id: string): Promise<string[]> {
    const found = await Promise.all([this.repo.bannerUsers(id), ...this.userFinders.map((find) => find(id))]);
    return found.flat();
  }

  /**
   * Checks every file, then stores them all: one bad file refuses the whole request and nothing is
   * stored (objects already written are removed when the insert fails).
   * @throws DomainError ValidationException (400, field FILE) naming the first bad file and why.
   */
  async upload(scope: StaffScope, files: readonly UploadedFile[]): Promise<MediaView[]> {
    if (files.length === 0) throw new DomainError('ValidationException', 'Choose at least one file to upload.', 'FILE');
    const checked: Array<{ file: UploadedFile; image: CheckedImage; key: string; id: string }> = [];
    for (const file of files) {
      const image = await checkImage(file.name, file.data, this.limits);
      const id = randomUUID();
      checked.push({ file, image, id, key: `${id}.${image.ext}` });
    }
    const written: string[] = [];
    try {
      for (const c of checked) {
        await this.store.put(c.key, c.image.data, c.image.mime);
        written.push(c.key);
      }
      const rows = await this.repo.insert(
        checked.map((c) => ({
          id: c.id,
          originalName: c.file.name.slice(0, 200),
          mime: c.image.mime,
          ext: c.image.ext,
          bytes: c.image.data.length,
          width: c.image.width,
          height: c.image.height,
          sha256: c.image.sha256,
          storageKey: c.key,
          createdBy: scope.actor.userId,
        })),
      );
      return rows.map(mediaView);
    } catch (error) {
      await Promise.allSettled(written.map((key) => this.store.delete(key)));
      throw error;
    }
  }

  /** Up to 200 files, newest first, whose name contains `search`. */
  async list(_scope: StaffScope, search?: string): Promise<MediaView[]> {
    return (await this.repo.list(search?.trim() || undefined, 200)).map(mediaView);
  }

  /** One file. @throws DomainError ResourceNotFoundException (404). */
  async get(_scope: StaffScope, id: string): Promise<MediaView> {
    const row = await this.repo.find(id);
    if (!row) throw new DomainError('ResourceNotFoundException', `Media file ${id} not found.`);
    return mediaView(row);
  }

  /** The files among `ids` that exist, in no particular order (ids that are no file are left out). */
  async byIds(ids: readonly string[]): Promise<MediaView[]> {
    return (await this.repo.findMany(ids)).map(mediaView);
  }

  /**
   * Deletes a file that nothing uses.
   * @throws DomainError ResourceNotFoundException (404); ValidationException (400, field FILE) while a
   *   static banner or content item uses it, naming them.
   */
  async delete(_scope: StaffScope, id: string): Promise<void> {
    const row = await this.repo.find(id);
    if (!row) throw new DomainError('ResourceNotFoundException', `Media file ${id} not found.`);
    const users = await this.users(id);
    if (users.length > 0) throw inUse(row.originalName, users);
    try {
      await this.repo.delete(id);
    } catch (error) {
      const e = error as { code?: string; cause?: { code?: string } };
      if (e.code === '23503' || e.cause?.code === '23503') throw inUse(row.originalName, await this.users(id));
      throw error;
    }
    await this.store.delete(row.storageKey);
  }

  /** Bytes and type of a stored file by its key (`<id>.<ext>`), or null. */
  async read(key: string): Promise<{ data: Buffer; mime: string } | null> {
    const m = /^([0-9a-f-]{36})\.(png|jpg|webp)$/.exec(key);
    if (!m) return null;
    const row = await this.repo.find(m[1]!);
    if (!row || row.storageKey !== key) return null;
    const data = await this.store.get(key);
    return data ? { data, mime: row.mime } : null;
  }
}

function inUse(name: string, users: string[]): DomainError {
  return new DomainError('ValidationException', `${name} is used by ${users.join(', ')}; change or delete those first.`, 'FILE');
}
