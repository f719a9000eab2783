import { Type } from '@sinclair/typebox';

const Instant = (description: string) => Type.String({ format: 'date-time', description });

export const AcceptTermsBodySchema = Type.Object({
  version: Type.Integer({ minimum: 1, description: 'The terms version the user read and accepted; must be the version in force' }),
});

export const TermsAcceptanceSchema = Type.Object({
  termsOfServiceAccepted: Type.Literal(true),
  version: Type.Integer(),
  acceptedAt: Instant('When the acceptance was recorded'),
});

export const TermsVersionSchema = Type.Object({
  version: Type.Integer({ minimum: 1 }),
  text: Type.String({ description: 'Markdown (headings and paragraphs), the company data filled in' }),
  publishedAt: Instant('When staff published it'),
  takesEffectAt: Instant('The Europe/Warsaw day start from which it is in force'),
});

export const MyTermsSchema = Type.Object({
  versionInForce: Type.Union([Type.Integer(), Type.Null()]),
  upcoming: Type.Union([Type.Object({ version: Type.Integer(), takesEffectAt: Instant('Start of its first Warsaw day') }), Type.Null()]),
  acceptedVersion: Type.Union([Type.Integer(), Type.Null()]),
  accepted: Type.Boolean({ description: 'Accepted the version in force (or a newer one)' }),
  acceptances: Type.Array(Type.Object({ version: Type.Integer(), acceptedAt: Instant('When') })),
});

export const VersionParams = Type.Object({ version: Type.Integer({ minimum: 1, maximum: 2_147_483_647 }) });

