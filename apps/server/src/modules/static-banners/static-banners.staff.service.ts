import { withPgErrors } from '@ads/db';
import { DomainError, checkLink, type ActiveChannelMarkets } from '@ads/domain';
import type { StaffScope } from '../access';
import type { ChangeRecorder } from '../audit';
import type { BannerFields, BannerRow, StaticBannersStaffRepository } from './static-banners.staff.repository';
import type { StaticBannerInput, StaticBannerView } from './static-banners.staff.schemas';

const AUDITED = ['placement', 'channel', 'market', 'mediaId', 'link', 'altText', 'startsAt', 'endsAt'] as const;

export interface StaticBannersSettings {
  /** Channel → its active markets (domain activeChannelMarkets). */
  channels: ActiveChannelMarkets;
  /** Hosts links may point to (docs/requirements.md §8). */
  allowedHosts: readonly string[];
  /** Told after every change so serving reloads its banner lookup ('banners.changed'). */
  changed: () => void;
}

/**
 * Static banners for staff (docs/requirements.md §2 /marops/static-banners, §5 one per placement, channel and market,
 * §7 GET all, GET one, POST, PUT, DELETE). Every method takes the StaffScope first.
 */
export class StaticBannersStaffService {
  constructor(
    private readonly repo: StaticBannersStaffRepository,
    private readonly settings: StaticBannersSettings,
  ) {}

  async list(scope: StaffScope): Promise<StaticBannerView[]> {
    return (await this.repo.list(scope)).map(view);
  }

  /** @throws DomainError ResourceNotFoundException (404). */
  async get(scope: StaffScope, id: string): Promise<StaticBannerView> {
    const row = await this.repo.find(scope, id);
    if (!row) throw new DomainError('ResourceNotFoundException', `Static banner ${id} not found.`);
    return view(row);
  }

  /**
   * @throws DomainError StaticBannerDuplicatedPlacementChannelMarketException (409, field placement);
   *   ValidationException (400) for an unknown channel (CHANNEL) or market (MARKET), a missing image
   *   (FILE), a refused link (LINK), an end not after the start (END_DATE).
   */
  async create(scope: StaffScope, input: StaticBannerInput, onChange?: ChangeRecorder): Promise<StaticBannerView> {
    const row = await writeErrors(() => this.repo.create(scope, this.fields(input)));
    onChange?.({}, row, AUDITED);
    this.settings.changed();
    return view(row);
  }

  /** Replaces every field. @throws as {@link create}; ResourceNotFoundException (404); ResourceOptimisticLockException (412). */
  async update(scope: StaffScope, id: string, input: StaticBannerInput, expectedVersion: number | null, onChange?: ChangeRecorder) {
    const fields = this.fields(input);
    const before = await this.repo.find(scope, id);
    if (!before) throw new DomainError('ResourceNotFoundException', `Static banner ${id} not found.`);
    const row = await writeErrors(() => this.repo.update(scope, id, fields, expectedVersion));
    if (!row) throw new DomainError('ResourceOptimisticLockException', `Static banner ${id} has changed; reload it.`);
    onChange?.(before, row, AUDITED);
    this.settings.changed();
    return view(row);
  }

  /** @throws DomainError ResourceNotFoundException (404). */
  async delete(scope: StaffScope, id: string, onChange?: ChangeRecorder): Promise<void> {
    const before = await this.repo.find(scope, id);
    if (!before || !(await this.repo.delete(scope, id)))
      throw new DomainError('ResourceNotFoundException', `Static banner ${id} not found.`);
    onChange?.(before, {}, AUDITED);
    this.settings.changed();
  }

  private fields(input: StaticBannerInput): BannerFields {
    const markets = this.settings.channels[input.channel];
    if (!markets) {
      throw new DomainError(
        'ValidationException',
        `The channel must be one of ${Object.keys(this.settings.channels).join(', ')}.`,
        'CHANNEL',
      );
    }
    if (!markets.includes(input.market))
      throw new DomainError('ValidationException', `Market ${input.market} is not active on ${input.channel}.`, 'MARKET');
    const startsAt = input.startsAt ? new Date(input.startsAt) : null;
    const endsAt = input.endsAt ? new Date(input.endsAt) : null;
    if (startsAt && endsAt && endsAt <= startsAt)
      throw new DomainError('ValidationException', 'The end must be later than the start.', 'END_DATE');
    const altText = input.altText.trim();
    if (!altText) throw new DomainError('ValidationException', 'Describe the image (alt text).', 'altText');
    return {
      placement: input.placement,
      channel: input.channel,
      market: input.market,
      mediaId: input.mediaId.toLowerCase(),
      link: input.link?.trim() ? checkLink(input.link, this.settings.allowedHosts) : null,
      altText,
      startsAt,
      endsAt,
    };
  }
}

const writeErrors = <T>(write: () => Promise<T>): Promise<T> =>
  withPgErrors(write, {
    '23505': () => new DomainError('StaticBannerDuplicatedPlacementChannelMarketException', undefined, 'placement'),
    '23503': () => new DomainError('ValidationException', 'The image is not in the media library.', 'FILE'),
  });

function view(r: BannerRow): StaticBannerView {
  return {
    id: r.id,
    placement: r.placement,
    channel: r.channel,
    market: r.market,
    image: { id: r.image.id, name: r.image.name, url: `/media/${r.image.storageKey}`, width: r.image.width, height: r.image.height },
    link: r.link,
    altText: r.altText,
    startsAt: r.startsAt?.toISOString() ?? null,
    endsAt: r.endsAt?.toISOString() ?? null,
    version: r.version,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}
