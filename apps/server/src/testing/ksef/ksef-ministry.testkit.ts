import { constants, createDecipheriv, createHash, createPrivateKey, privateDecrypt, randomBytes, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { matchOperation, paramViolations, violations, type MatchedOperation } from './ksef-contract.testkit';

/*
 * A stand-in for the Ministry of Finance's KSeF API 2.0 (a third party) on 127.0.0.1, for tests only
 * (docs/ksef.md "Contract"). It validates every request against our contract (ksef-contract.json):
 * operation, path parameters, bearer token kind, body; decrypts what the client encrypted with its own
 * test keys (stand-in-*.pem, self-signed, not the Ministry's) and checks the token, the session key and
 * each invoice's sizes and hashes; answers as the contract says (its answers are checked too). Anything
 * wrong is collected in `problems`.
 */

/** What the Ministry decides about an invoice once processed: a status code, description and details. */
export interface Decision {
  code: number;
  description: string;
  details?: string[];
}

export interface MinistryOptions {
  /** The KSeF token the client must send, and the NIP of its context. */
  token: string;
  nip: string;
  /** The decision on an invoice (its decrypted XML); default 200 "Sukces". */
  decide?: (xml: string) => Decision;
  /** Answers the invoice upload with this HTTP status (and Retry-After) instead, when it returns one. */
  fault?: (xml: string, attempt: number) => { status: 429 | 503; retryAfter?: string } | undefined;
  /** Status polls answered 150 "in progress" before the decision (default 1); a function may hold one invoice longer. */
  processingPolls?: (xml: string) => number;
}

/** An invoice the stand-in received. */
export interface ReceivedInvoice {
  sessionReference: string;
  invoiceReference: string;
  xml: Buffer;
  polls: number;
  decision?: Decision & { ksefNumber?: string };
  upo?: Buffer;
}

export interface Ministry {
  /** Base URL, like https://api-test.ksef.mf.gov.pl/v2. */
  url: string;
  /** Every request: method, path, HTTP status answered. */
  requests: Array<{ method: string; path: string; status: number; at: number }>;
  /** Contract violations and failed checks; a passing test expects none. */
  problems: string[];
  invoices: ReceivedInvoice[];
  options: MinistryOptions;
  close(): Promise<void>;
}

const pem = (name: string) => readFileSync(new URL(name, import.meta.url), 'utf8');
const keyPair = (use: string) => {
  const der = new X509Certificate(pem(`./stand-in-${use}.cert.pem`)).raw;
  const spki = new X509Certificate(der).publicKey.export({ type: 'spki', format: 'der' });
  return {
    der,
    key: createPrivateKey(pem(`./stand-in-${use}.key.pem`)),
    publicKeyId: createHash('sha256').update(spki).digest('base64'),
  };
};
const sha = (b: Buffer) => createHash('sha256').update(b).digest('base64');
const hex = (n: number) =>
  randomBytes(n)
    .toString('hex')
    .toUpperCase()
    .slice(0, n * 2);

/** A reference number as KSeF makes them: 20250625-SO-2C3E6C8000-B675CF5D68-07 (36 characters). */
function reference(kind: string): string {
  return `${new Date().toISOString().slice(0, 10).replace(/-/g, '')}-${kind}-${hex(5)}-${hex(5)}-${hex(1)}`;
}

/** A KSeF number: NIP-YYYYMMDD-12 hex-CRC-8 (polynomial 0x07, initial 0; ksef-docs "Numer KSeF"). */
export function ksefNumberFor(nip: string, day = new Date()): string {
  const data = `${nip}-${day.toISOString().slice(0, 10).replace(/-/g, '')}-${hex(6)}`;
  let crc = 0;
  for (const byte of Buffer.from(data, 'ascii')) {
    crc ^= byte;
    for (let i = 0; i < 8; i++) crc = crc & 0x80 ? ((crc << 1) ^ 0x07) & 0xff : (crc << 1) & 0xff;
  }
  return `${data}-${crc.toString(16).toUpperCase().padStart(2, '0')}`;
}

const oaep = (key: ReturnType<typeof createPrivateKey>, data: Buffer) =>
  privateDecrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);

/** Starts the stand-in on a free port of 127.0.0.1. */
export async function startMinistry(options: MinistryOptions): Promise<Ministry> {
  const tokenKey = keyPair('token');
  const symmetricKey = keyPair('symmetric');
  const problems: string[] = [];
  const requests: Ministry['requests'] = [];
  const invoices: ReceivedInvoice[] = [];
  const challenges = new Map<string, number>();
  const auths = new Map<string, { operation: string; ok: boolean; redeemed: boolean }>();
  const tokens = new Map<string, 'authenticationToken' | 'accessToken' | 'refreshToken'>();
  const sessions = new Map<string, { key: Buffer; iv: Buffer; closed: boolean }>();
  const uploads = new Map<string, number>();
  const decide = options.decide ?? (() => ({ code: 200, description: 'Sukces' }));
  const until = (ms: number) => new Date(Date.now() + ms).toISOString();
  const jwt = (kind: 'authenticationToken' | 'accessToken' | 'refreshToken') => {
    const t = `${randomBytes(12).toString('base64url')}.${randomBytes(24).toString('base64url')}.${randomBytes(16).toString('base64url')}`;
    tokens.set(t, kind);
    return t;
  };

  type Answer = { status: number; def?: string | null; body?: unknown; xml?: Buffer; headers?: Record<string, string> };

  const handle = (op: MatchedOperation, body: unknown, bearer: string | undefined): Answer => {
    const p = op.params;
    switch (`${op.method} ${op.path}`) {
      case 'GET /security/public-key-certificates': {
        const cert = (k: typeof tokenKey, usage: string) => ({
          certificate: k.der.toString('base64'),
          certificateId: sha(k.der),
          publicKeyId: k.publicKeyId,
          validFrom: '2020-01-01T00:00:00+00:00',
          validTo: '2100-01-01T00:00:00+00:00',
          usage: [usage],
        });
        return { status: 200, body: [cert(tokenKey, 'KsefTokenEncryption'), cert(symmetricKey, 'SymmetricKeyEncryption')] };
      }
      case 'POST /auth/challenge': {
        const challenge = reference('CR');
        const ms = Date.now();
        challenges.set(challenge, ms);
        return { status: 200, body: { challenge, timestamp: new Date(ms).toISOString(), timestampMs: ms, clientIp: '127.0.0.1' } };
      }
      case 'POST /auth/ksef-token': {
        const b = body as {
          challenge: string;
          contextIdentifier: { type: string; value: string };
          encryptedToken: string;
          publicKeyId?: string;
        };
        const ms = challenges.get(b.challenge);
        challenges.delete(b.challenge);
        let plain = '';
        try {
          plain = oaep(tokenKey.key, Buffer.from(b.encryptedToken, 'base64')).toString('utf8');
        } catch {
          problems.push('encryptedToken is not RSA-OAEP SHA-256 under the KsefTokenEncryption certificate');
        }
        const ok =
          ms !== undefined &&
          plain === `${options.token}|${ms}` &&
          b.contextIdentifier.type === 'Nip' &&
          b.contextIdentifier.value === options.nip;
        if (!ok) problems.push('ksef-token: challenge, token|timestampMs or context NIP wrong');
        if (b.publicKeyId && b.publicKeyId !== tokenKey.publicKeyId) problems.push('ksef-token: publicKeyId is not the token certificate');
        const referenceNumber = reference('AU');
        const operation = jwt('authenticationToken');
        auths.set(referenceNumber, { operation, ok, redeemed: false });
        return { status: 202, body: { referenceNumber, authenticationToken: { token: operation, validUntil: until(3_600_000) } } };
      }
      case 'GET /auth/{referenceNumber}': {
        const a = auths.get(p.referenceNumber!);
        if (!a || a.operation !== bearer)
          return { status: 401, def: null, body: { title: 'Unauthorized', status: 401, detail: 'x', timestamp: until(0) } };
        const status = a.ok
          ? { code: 200, description: 'Uwierzytelnianie zakończone sukcesem' }
          : {
              code: 450,
              description: 'Uwierzytelnianie zakończone niepowodzeniem z powodu błędnego tokenu',
              details: ['Nieprawidłowy token'],
            };
        return {
          status: 200,
          body: {
            startDate: until(0),
            authenticationMethod: 'Token',
            authenticationMethodInfo: { category: 'Token', code: 'token.ksef', displayName: 'Token KSeF' },
            status,
          },
        };
      }
      case 'POST /auth/token/redeem': {
        const a = [...auths.values()].find((x) => x.operation === bearer);
        if (!a?.ok || a.redeemed) problems.push('redeem: not after a successful authentication, or twice');
        if (a) a.redeemed = true;
        return {
          status: 200,
          body: {
            accessToken: { token: jwt('accessToken'), validUntil: until(900_000) },
            refreshToken: { token: jwt('refreshToken'), validUntil: until(7 * 86_400_000) },
          },
        };
      }
      case 'POST /auth/token/refresh':
        return { status: 200, body: { accessToken: { token: jwt('accessToken'), validUntil: until(900_000) } } };
      case 'POST /sessions/online': {
        const e = (body as { encryption: { encryptedSymmetricKey: string; initializationVector: string; publicKeyId?: string } })
          .encryption;
        let key = Buffer.alloc(0);
        try {
          key = oaep(symmetricKey.key, Buffer.from(e.encryptedSymmetricKey, 'base64'));
        } catch {
          problems.push('encryptedSymmetricKey is not RSA-OAEP SHA-256 under the SymmetricKeyEncryption certificate');
        }
        const iv = Buffer.from(e.initializationVector, 'base64');
        if (key.length !== 32 || iv.length !== 16) problems.push(`session key ${key.length} bytes, IV ${iv.length} bytes (want 32, 16)`);
        if (e.publicKeyId && e.publicKeyId !== symmetricKey.publicKeyId)
          problems.push('sessions/online: publicKeyId is not the symmetric-key certificate');
        const referenceNumber = reference('SO');
        sessions.set(referenceNumber, { key, iv, closed: false });
        return { status: 201, body: { referenceNumber, validUntil: until(12 * 3_600_000) } };
      }
      case 'POST /sessions/online/{referenceNumber}/invoices': {
        const s = sessions.get(p.referenceNumber!);
        const b = body as {
          invoiceHash: string;
          invoiceSize: number;
          encryptedInvoiceHash: string;
          encryptedInvoiceSize: number;
          encryptedInvoiceContent: string;
        };
        if (!s || s.closed) return badRequest(21180, 'Status sesji nie pozwala na wykonanie operacji.');
        const encrypted = Buffer.from(b.encryptedInvoiceContent, 'base64');
        if (encrypted.length !== b.encryptedInvoiceSize || sha(encrypted) !== b.encryptedInvoiceHash)
          return badRequest(21403, 'Nieprawidłowy skrót pliku.');
        let xml = Buffer.alloc(0);
        try {
          const d = createDecipheriv('aes-256-cbc', s.key, s.iv);
          xml = Buffer.concat([d.update(encrypted), d.final()]);
        } catch {
          problems.push('invoice does not decrypt with the session key (AES-256-CBC, PKCS#7)');
        }
        if (xml.length !== b.invoiceSize || sha(xml) !== b.invoiceHash)
          problems.push('invoiceHash / invoiceSize do not match the decrypted invoice');
        const attempt = (uploads.get(sha(xml)) ?? 0) + 1;
        uploads.set(sha(xml), attempt);
        const fault = options.fault?.(xml.toString('utf8'), attempt);
        if (fault) {
          const body =
            fault.status === 429
              ? { title: 'Too Many Requests', status: 429, instance: op.path, detail: 'Limit', timestamp: until(0), traceId: hex(8) }
              : { title: 'Service Unavailable', status: 503 };
          return {
            status: fault.status,
            def: fault.status === 429 ? 'TooManyRequestsProblemDetails' : null,
            body,
            headers: fault.retryAfter ? { 'retry-after': fault.retryAfter } : {},
          };
        }
        const invoiceReference = reference('EE');
        invoices.push({ sessionReference: p.referenceNumber!, invoiceReference, xml, polls: 0 });
        return { status: 202, body: { referenceNumber: invoiceReference } };
      }
      case 'GET /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}': {
        const inv = invoices.find((i) => i.sessionReference === p.referenceNumber && i.invoiceReference === p.invoiceReferenceNumber);
        if (!inv) return badRequest(21405, 'Błąd walidacji danych wejściowych.');
        inv.polls += 1;
        const text = inv.xml.toString('utf8');
        if (!inv.decision && inv.polls > (options.processingPolls?.(text) ?? 1)) {
          const d = decide(text);
          inv.decision = d.code === 200 ? { ...d, ksefNumber: ksefNumberFor(options.nip) } : d;
        }
        const base = {
          ordinalNumber: invoices.filter((i) => i.sessionReference === inv.sessionReference).indexOf(inv) + 1,
          referenceNumber: inv.invoiceReference,
          invoiceHash: sha(inv.xml),
          invoicingDate: until(0),
        };
        if (!inv.decision) return { status: 200, body: { ...base, status: { code: 150, description: 'Trwa przetwarzanie' } } };
        const { ksefNumber, ...status } = inv.decision;
        return { status: 200, body: { ...base, ...(ksefNumber ? { ksefNumber, acquisitionDate: until(0) } : {}), status } };
      }
      case 'POST /sessions/online/{referenceNumber}/close': {
        const s = sessions.get(p.referenceNumber!);
        if (!s || s.closed) return badRequest(21180, 'Status sesji nie pozwala na wykonanie operacji.');
        s.closed = true;
        return { status: 204 };
      }
      case 'GET /sessions/{referenceNumber}/invoices/{invoiceReferenceNumber}/upo':
      case 'GET /sessions/{referenceNumber}/invoices/ksef/{ksefNumber}/upo': {
        const inv = invoices.find(
          (i) =>
            i.sessionReference === p.referenceNumber &&
            (i.invoiceReference === p.invoiceReferenceNumber || i.decision?.ksefNumber === p.ksefNumber),
        );
        if (!inv?.decision?.ksefNumber) return badRequest(21178, 'Nie znaleziono UPO dla podanych kryteriów.');
        inv.upo ??= Buffer.from(
          `<?xml version="1.0" encoding="UTF-8"?>\n<Potwierdzenie stand-in="Ads Portal tests"><NumerReferencyjnySesji>${inv.sessionReference}</NumerReferencyjnySesji><NumerKSeFDokumentu>${inv.decision.ksefNumber}</NumerKSeFDokumentu><SkrotDokumentu>${sha(inv.xml)}</SkrotDokumentu></Potwierdzenie>\n`,
        );
        return { status: 200, xml: inv.upo, headers: { 'x-ms-meta-hash': sha(inv.upo) } };
      }
    }
    throw new Error(`no handler for ${op.method} ${op.path}`);
  };

  const badRequest = (code: number, description: string): Answer => ({
    status: 400,
    def: 'BadRequestProblemDetails',
    body: {
      title: 'Bad Request',
      status: 400,
      instance: '/',
      detail: description,
      errors: [{ code, description }],
      timestamp: until(0),
      traceId: hex(8),
    },
  });

  const serve = async (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname.replace(/^\/v2/, '');
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const raw = Buffer.concat(chunks).toString('utf8');
    const op = matchOperation(req.method ?? '', path);
    const answer = (a: Answer) => {
      requests.push({ method: req.method ?? '', path, status: a.status, at: Date.now() });
      const def = a.def === undefined ? op?.answers[String(a.status)] : a.def;
      if (a.body !== undefined && def) problems.push(...violations(def, a.body).map((v) => `stand-in answer ${path}: ${v}`));
      res.writeHead(a.status, {
        ...(a.xml ? { 'content-type': 'application/xml' } : a.body !== undefined ? { 'content-type': 'application/json' } : {}),
        ...a.headers,
      });
      res.end(a.xml ?? (a.body !== undefined ? JSON.stringify(a.body) : undefined));
    };
    if (!op) {
      problems.push(`not in the contract: ${req.method} ${path}`);
      return answer({ status: 404, def: null });
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (op.auth === 'none' ? bearer !== undefined : tokens.get(bearer ?? '') !== op.auth) {
      problems.push(`${op.method} ${op.path}: wants ${op.auth}, got ${bearer ? (tokens.get(bearer) ?? 'an unknown token') : 'none'}`);
      return answer({ status: 401, def: null });
    }
    const found = paramViolations(op);
    let body: unknown;
    if (op.request) {
      if (!String(req.headers['content-type']).startsWith('application/json')) found.push(`${op.path}: body is not application/json`);
      try {
        body = JSON.parse(raw);
        found.push(...violations(op.request, body));
      } catch {
        found.push(`${op.path}: body is not JSON`);
      }
    } else if (raw.length > 0) found.push(`${op.method} ${op.path}: takes no body`);
    if (found.length) {
      problems.push(...found);
      return answer(badRequest(21405, 'Błąd walidacji danych wejściowych.'));
    }
    answer(handle(op, body, bearer));
  };

  const server = createServer((req, res) => {
    serve(req, res).catch((error: unknown) => {
      problems.push(`stand-in failed: ${String(error)}`);
      res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/v2`,
    requests,
    problems,
    invoices,
    options,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
