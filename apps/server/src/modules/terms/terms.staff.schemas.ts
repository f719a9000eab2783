import { Type, type Static } from '@sinclair/typebox';
import { TERMS_TEXT_MAX_LENGTH } from '@ads/domain';
import { SafeText } from '../../http/schema';
import { TermsVersionSchema } from './terms.schemas';

const Instant = (description: string) => Type.String({ format: 'date-time', description });

export const StaffTermsVersionSchema = Type.Object({
  version: Type.Integer(),
  publishedAt: Instant('When it was published'),
  takesEffectAt: Instant('Start of its first Warsaw day'),
  takesEffectOn: Type.String({ format: 'date', description: 'Its first Europe/Warsaw day' }),
  acceptedBy: Type.Integer({ description: 'Distinct users who accepted it' }),
});

export const PublishTermsBodySchema = Type.Object({
  text: SafeText({ maxLength: TERMS_TEXT_MAX_LENGTH, description: 'Markdown text; {{company.name}}, {{company.address}}, {{company.email}}, {{company.phone}} are filled in' }),
  takesEffectOn: Type.String({ maxLength: 10, description: 'Europe/Warsaw day (YYYY-MM-DD) at least 7 days ahead' }),
});
export type PublishTermsBody = Static<typeof PublishTermsBodySchema>;

export const PublishedTermsSchema = Type.Composite([
  TermsVersionSchema,
  Type.Object({ takesEffectOn: Type.String({ format: 'date' }), notified: Type.Integer({ description: 'Advertiser users e-mailed' }) }),
]);
