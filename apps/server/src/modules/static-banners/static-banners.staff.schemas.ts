import { Type, type Static } from '@sinclair/typebox';
import { SafeText, Uuid, nullable } from '../../http/schema';

/** A placement id: the shop's banner slot (Topsort v2 BannersAuction `slotId`), e.g. home-top-banner. */
export const PLACEMENT_PATTERN = '^[A-Za-z0-9][A-Za-z0-9_.:-]{0,99}$';

const DateTime = (description: string) => nullable(Type.String({ format: 'date-time', description }));

export const BannerImageSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  name: Type.String(),
  url: Type.String({ description: 'Public path /media/<id>.<ext>' }),
  width: Type.Integer(),
  height: Type.Integer(),
});

export const StaticBannerSchema = Type.Object({
  id: Type.String({ format: 'uuid' }),
  placement: Type.String(),
  channel: Type.String(),
  market: Type.String(),
  image: BannerImageSchema,
  link: nullable(Type.String()),
  altText: Type.String(),
  startsAt: DateTime('Served from (inclusive); null = at once'),
  endsAt: DateTime('Served until (exclusive); null = no end'),
  version: Type.Integer(),
  createdAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
});
export type StaticBannerView = Static<typeof StaticBannerSchema>;

/** Body of POST and PUT /marops/static-banners (PUT replaces every field). */
export const StaticBannerInputSchema = Type.Object(
  {
    placement: Type.String({ pattern: PLACEMENT_PATTERN, description: 'The slotId the shop sends, letters, digits, _ . : -' }),
    channel: SafeText({ minLength: 1, maxLength: 40, description: 'Main shop channel (config) or EOBUWIE' }),
    market: Type.String({ pattern: '^[A-Z]{2}$', description: 'Market code active on the channel, e.g. PL' }),
    mediaId: Uuid({ description: 'An image of the media library' }),
    link: Type.Optional(nullable(SafeText({ maxLength: 2000, description: 'A site path or an http(s) URL of an allowed host (docs/requirements.md §8)' }))),
    altText: SafeText({ minLength: 1, maxLength: 300 }),
    startsAt: Type.Optional(DateTime('Served from')),
    endsAt: Type.Optional(DateTime('Served until, after startsAt')),
  },
  { additionalProperties: false },
);
export type StaticBannerInput = Static<typeof StaticBannerInputSchema>;

export const StaticBannerIdParams = Type.Object({ id: Uuid() });
