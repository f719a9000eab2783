import { z } from 'zod';

/*
 * The answers of KSeF API 2.0 that the client reads, checked with zod before use. Names, types and
 * lengths follow the published OpenAPI document "KSeF API TE" (info.version v2, API 2.6.0) in the
 * Ministry of Finance's ksef-docs repository, components/schemas named in each docstring. Only the
 * fields we read are listed; others pass through unchecked.
 */

/** ReferenceNumber: 36 characters. */
const ReferenceNumber = z.string().length(36);
/** Sha256HashBase64: 44 characters of Base64. */
export const Sha256Base64 = z.string().length(44);
const Instant = z.string().min(1);

/** TokenInfo: a JWT and its expiry. */
const TokenInfo = z.object({ token: z.string().min(1), validUntil: Instant });

/** StatusInfo / InvoiceStatusInfo: a code, its description and details. */
export const StatusInfo = z.object({
  code: z.number().int(),
  description: z.string().min(1),
  details: z.array(z.string()).nullish(),
  extensions: z.record(z.string(), z.string().nullable()).nullish(),
});
export type KsefStatus = z.infer<typeof StatusInfo>;

/** GET /security/public-key-certificates: array of PublicKeyCertificate. */
export const PublicKeyCertificates = z.array(
  z.object({
    certificate: z.string().min(1),
    publicKeyId: z.string().min(1),
    validFrom: Instant,
    validTo: Instant,
    usage: z.array(z.string()),
  }),
);
export type PublicKeyCertificate = z.infer<typeof PublicKeyCertificates>[number];

/** POST /auth/challenge: AuthenticationChallengeResponse. */
export const ChallengeResponse = z.object({ challenge: z.string().length(36), timestamp: Instant, timestampMs: z.number().int() });

/** POST /auth/ksef-token: AuthenticationInitResponse. */
export const AuthInitResponse = z.object({ referenceNumber: ReferenceNumber, authenticationToken: TokenInfo });

/** GET /auth/{referenceNumber}: AuthenticationOperationStatusResponse (status 100 in progress, 200 done). */
export const AuthStatusResponse = z.object({ status: StatusInfo });

/** POST /auth/token/redeem: AuthenticationTokensResponse. */
export const TokensResponse = z.object({ accessToken: TokenInfo, refreshToken: TokenInfo });

/** POST /auth/token/refresh: AuthenticationTokenRefreshResponse. */
export const RefreshResponse = z.object({ accessToken: TokenInfo });

/** POST /sessions/online: OpenOnlineSessionResponse. */
export const OpenSessionResponse = z.object({ referenceNumber: ReferenceNumber, validUntil: Instant });

/** POST /sessions/online/{referenceNumber}/invoices: SendInvoiceResponse. */
export const SendInvoiceResponse = z.object({ referenceNumber: ReferenceNumber });

/** GET /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}: SessionInvoiceStatusResponse. */
export const InvoiceStatusResponse = z.object({
  referenceNumber: ReferenceNumber,
  ksefNumber: z.string().min(35).max(36).nullish(),
  invoiceHash: Sha256Base64,
  acquisitionDate: Instant.nullish(),
  status: StatusInfo,
});
export type InvoiceStatus = z.infer<typeof InvoiceStatusResponse>;

/** Error bodies: ExceptionResponse (application/json) or the problem details (application/problem+json). */
export const ErrorBody = z.object({
  exception: z
    .object({
      exceptionDetailList: z
        .array(z.object({ exceptionCode: z.number().int().optional(), exceptionDescription: z.string().nullish() }))
        .nullish(),
    })
    .nullish(),
  errors: z.array(z.object({ code: z.number().int(), description: z.string() })).nullish(),
  detail: z.string().nullish(),
});
