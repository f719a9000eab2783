import type { z } from 'zod';
import type { KsefConfig } from './ksef.config';
import { encryptInvoice, encryptKsefToken, newSessionKey, rsaOaepEncrypt, type SessionKey } from './ksef-crypto';
import { KsefHttpError, ksefRequest, type HttpSettings, type KsefCall } from './ksef-http';
import {
  AuthInitResponse,
  AuthStatusResponse,
  ChallengeResponse,
  InvoiceStatusResponse,
  OpenSessionResponse,
  PublicKeyCertificates,
  RefreshResponse,
  SendInvoiceResponse,
  TokensResponse,
  type InvoiceStatus,
  type PublicKeyCertificate,
} from './ksef-schemas';

/** The invoice schema of every session: FA (3), schema version 1-0E (OpenOnlineSessionRequest.formCode). */
export const FA3_FORM_CODE = { systemCode: 'FA (3)', schemaVersion: '1-0E', value: 'FA' } as const;

/** Authentication ended in a KSeF status other than success (e.g. 450: a wrong or revoked token). Not retried at once. */
export class KsefAuthError extends Error {
  constructor(
    readonly code: number,
    description: string,
  ) {
    super(`KSeF authentication failed: ${code} ${description}`);
    this.name = 'KsefAuthError';
  }
}

/** An online session: its reference and its symmetric key (memory only). */
export interface OnlineSession {
  referenceNumber: string;
  key: SessionKey;
}

/** The certificates are re-read after this long (the Ministry rotates them with notice), ms. */
const CERTIFICATES_TTL_MS = 6 * 60 * 60 * 1000;
/** A token this close to its expiry counts as expired, ms. */
const TOKEN_MARGIN_MS = 60_000;

type Token = { token: string; until: number };

/**
 * A KSeF API 2.0 client for one seller (docs/ksef.md "Flow"): authentication with a KSeF token, the
 * access token kept in memory and refreshed, online sessions for FA (3) invoices, invoice status and
 * UPO. Paths, fields and codes as in the published OpenAPI document (v2, API 2.6.0). The KSeF token and
 * the JWTs never leave this object and are never logged or written to the database.
 */
export class KsefClient {
  private certificates: { list: PublicKeyCertificate[]; at: number } | null = null;
  private access: Token | null = null;
  private refresh: Token | null = null;
  private readonly http: HttpSettings;

  constructor(
    private readonly config: Pick<KsefConfig, 'baseUrl' | 'token' | 'nip' | 'httpTimeoutMs' | 'pollIntervalMs' | 'pollTimeoutMs'>,
    private readonly now: () => Date = () => new Date(),
    http: Partial<HttpSettings> = {},
  ) {
    this.http = { baseUrl: config.baseUrl, timeoutMs: config.httpTimeoutMs, ...http };
  }

  /**
   * The newest certificate valid now for `usage` (KsefTokenEncryption or SymmetricKeyEncryption), from
   * GET /security/public-key-certificates (cached for 6 hours).
   * @throws Error when KSeF publishes none valid now.
   */
  async certificate(usage: 'KsefTokenEncryption' | 'SymmetricKeyEncryption'): Promise<PublicKeyCertificate> {
    const at = this.now().getTime();
    if (!this.certificates || at - this.certificates.at > CERTIFICATES_TTL_MS) {
      const res = await this.call({ method: 'GET', path: '/security/public-key-certificates', schema: PublicKeyCertificates });
      this.certificates = { list: res, at };
    }
    const valid = this.certificates.list
      .filter((c) => c.usage.includes(usage) && Date.parse(c.validFrom) <= at && at < Date.parse(c.validTo))
      .sort((a, b) => Date.parse(b.validFrom) - Date.parse(a.validFrom));
    if (!valid[0]) throw new Error(`KSeF publishes no valid ${usage} certificate`);
    return valid[0];
  }

  /**
   * A valid access token: the cached one, else refreshed with the refresh token (POST /auth/token/refresh),
   * else a new authentication (docs/ksef.md "Authentication").
   */
  async accessToken(): Promise<string> {
    const at = this.now().getTime();
    if (this.access && this.access.until - TOKEN_MARGIN_MS > at) return this.access.token;
    if (this.refresh && this.refresh.until - TOKEN_MARGIN_MS > at) {
      try {
        const res = await this.call({ method: 'POST', path: '/auth/token/refresh', bearer: this.refresh.token, schema: RefreshResponse });
        this.access = { token: res.accessToken.token, until: Date.parse(res.accessToken.validUntil) };
        return this.access.token;
      } catch (error) {
        // A refused refresh (revoked, expired early) falls back to a new authentication.
        if (!(error instanceof KsefHttpError) || error.retryable) throw error;
        this.refresh = null;
      }
    }
    await this.authenticate();
    return this.access!.token;
  }

  /**
   * Authentication with the KSeF token: POST /auth/challenge; the token with the challenge's time
   * encrypted under the KsefTokenEncryption certificate to POST /auth/ksef-token (context: the seller's
   * NIP); GET /auth/{referenceNumber} until status 200; POST /auth/token/redeem for the access and
   * refresh tokens.
   * @throws KsefAuthError when KSeF ends the authentication with another status; KsefHttpError.
   */
  private async authenticate(): Promise<void> {
    this.access = null;
    this.refresh = null;
    const cert = await this.certificate('KsefTokenEncryption');
    const challenge = await this.call({ method: 'POST', path: '/auth/challenge', schema: ChallengeResponse });
    const init = await this.call({
      method: 'POST',
      path: '/auth/ksef-token',
      body: {
        challenge: challenge.challenge,
        contextIdentifier: { type: 'Nip', value: this.config.nip },
        encryptedToken: encryptKsefToken(cert.certificate, this.config.token, challenge.timestampMs),
        publicKeyId: cert.publicKeyId,
      },
      schema: AuthInitResponse,
    });
    const operation = init.authenticationToken.token;
    await this.poll(async () => {
      const { status } = await this.call({
        method: 'GET',
        path: `/auth/${encodeURIComponent(init.referenceNumber)}`,
        bearer: operation,
        schema: AuthStatusResponse,
      });
      if (status.code === 200) return true;
      if (status.code === 100) return false;
      throw new KsefAuthError(status.code, status.description);
    }, 'authentication');
    const tokens = await this.call({ method: 'POST', path: '/auth/token/redeem', bearer: operation, schema: TokensResponse });
    this.access = { token: tokens.accessToken.token, until: Date.parse(tokens.accessToken.validUntil) };
    this.refresh = { token: tokens.refreshToken.token, until: Date.parse(tokens.refreshToken.validUntil) };
  }

  /** POST /sessions/online: a session for FA (3) invoices with a new AES-256 key, encrypted under the SymmetricKeyEncryption certificate. */
  async openSession(): Promise<OnlineSession> {
    const cert = await this.certificate('SymmetricKeyEncryption');
    const key = newSessionKey();
    const res = await this.authed({
      method: 'POST',
      path: '/sessions/online',
      body: {
        formCode: FA3_FORM_CODE,
        encryption: {
          encryptedSymmetricKey: rsaOaepEncrypt(cert.certificate, key.key).toString('base64'),
          initializationVector: key.iv.toString('base64'),
          publicKeyId: cert.publicKeyId,
        },
      },
      schema: OpenSessionResponse,
    });
    return { referenceNumber: res.referenceNumber, key };
  }

  /**
   * POST /sessions/online/{referenceNumber}/invoices: the invoice XML bytes, encrypted with the session key.
   * @returns the invoice's reference in the session and the Base64 SHA-256 of the XML.
   */
  async sendInvoice(session: OnlineSession, xml: Buffer): Promise<{ referenceNumber: string; invoiceHash: string }> {
    const body = encryptInvoice(xml, session.key);
    const res = await this.authed({
      method: 'POST',
      path: `/sessions/online/${encodeURIComponent(session.referenceNumber)}/invoices`,
      body: { ...body, offlineMode: false },
      schema: SendInvoiceResponse,
    });
    return { referenceNumber: res.referenceNumber, invoiceHash: body.invoiceHash };
  }

  /** GET /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}: the invoice's processing status (100/150 in progress, 200 accepted). */
  async invoiceStatus(sessionReference: string, invoiceReference: string): Promise<InvoiceStatus> {
    return this.authed({
      method: 'GET',
      path: `/sessions/${encodeURIComponent(sessionReference)}/invoices/${encodeURIComponent(invoiceReference)}`,
      schema: InvoiceStatusResponse,
    });
  }

  /** POST /sessions/online/{referenceNumber}/close (204). */
  async closeSession(sessionReference: string): Promise<void> {
    await this.authed({ method: 'POST', path: `/sessions/online/${encodeURIComponent(sessionReference)}/close` });
  }

  /**
   * The invoice's UPO XML, exactly as sent: GET /sessions/{ref}/invoices/{invoiceRef}/upo, or by KSeF
   * number GET /sessions/{ref}/invoices/ksef/{ksefNumber}/upo (a duplicate accepted in an earlier session).
   * @returns the bytes and KSeF's x-ms-meta-hash (Base64 SHA-256) when sent.
   */
  async invoiceUpo(
    sessionReference: string,
    by: { invoiceReference: string } | { ksefNumber: string },
  ): Promise<{ xml: Buffer; hash: string | null }> {
    const tail = 'ksefNumber' in by ? `ksef/${encodeURIComponent(by.ksefNumber)}` : encodeURIComponent(by.invoiceReference);
    const path = `/sessions/${encodeURIComponent(sessionReference)}/invoices/${tail}/upo`;
    const token = await this.accessToken();
    const res = await ksefRequest<Buffer>(this.http, { method: 'GET', path, bearer: token });
    return { xml: res.data, hash: res.headers.get('x-ms-meta-hash') };
  }

  /** Calls `check` every KSEF_POLL_INTERVAL_MS until it says done; gives up after KSEF_POLL_TIMEOUT_MS with a retryable error. */
  async poll(check: () => Promise<boolean>, what: string): Promise<void> {
    const until = Date.now() + this.config.pollTimeoutMs;
    for (;;) {
      if (await check()) return;
      if (Date.now() > until) throw new KsefHttpError(`KSeF ${what} still in progress after ${this.config.pollTimeoutMs} ms`, null, true);
      await new Promise((r) => setTimeout(r, this.config.pollIntervalMs));
    }
  }

  /** A call with the access token; on 401 the tokens are dropped and the call is made once more with a new authentication. */
  private async authed<T>(call: Omit<KsefCall<T>, 'bearer'>): Promise<T> {
    try {
      return await this.call({ ...call, bearer: await this.accessToken() });
    } catch (error) {
      if (!(error instanceof KsefHttpError) || error.status !== 401) throw error;
      this.access = null;
      this.refresh = null;
      return this.call({ ...call, bearer: await this.accessToken() });
    }
  }

  private async call<T>(call: KsefCall<T> & { schema?: z.ZodType<T> }): Promise<T> {
    return (await ksefRequest(this.http, call)).data;
  }
}
