import { createHmac, randomFillSync, timingSafeEqual } from 'node:crypto';
import type { Grosze } from '@ads/domain';

/**
 * Resolved bid ids that carry their bid (docs/serving-scale.md "Resolved bids"; resolved bids are
 * not an INSERT per auction). An auction stores nothing: each winner's `resolvedBidId` is the bid itself,
 * signed with HMAC-SHA256 (RFC 2104) under a key every serving process shares, and it expires. Events verify
 * it in memory: no lookup, and nobody can forge a price, a campaign or another shop's key into one.
 *
 * Layout (then base64url, RFC 4648 §5; ~115 characters):
 * version 2 · kid 4 · createdAt ms 6 · price grosze 4 · rank 1 · campaign uuid 16 · shop key uuid 16 ·
 * nonce 8 · max CPC grosze 4 · product id (UTF-8, length 1 + ≤ 200) · MAC 16 (HMAC-SHA256 truncated,
 * NIST SP 800-107 §5.3.3). Version 3, for a search auction's bid (docs/search-placements.md), has the
 * keyword uuid (16) after the max CPC. Version 4, a search auction's bid with its search term (domain
 * `searchTermOf`, ≤ 80 characters, docs/search-placements.md "Search-term report"), is version 3 plus the term
 * (UTF-8, length 1 + ≤ 240) after the product id: the term travels with the bid, so the auction still stores
 * nothing; a typical search bid grows by ~25 characters. Versions 1 (no max CPC), 2 and 3 still verify, so
 * bids signed before an upgrade are charged after it.
 */
export interface ResolvedBid {
  campaignId: string;
  productId: string;
  rank: number;
  /** Price per click (GSP), grosze. */
  price: Grosze;
  /** The campaign's max CPC at the auction (a search auction: the keyword's bid), grosze; null in a version-1 bid. */
  maxCpc: Grosze | null;
  /** The campaign keyword the bid came from (a search auction); absent (or null when signing) otherwise. */
  keywordId?: string | null;
  /** The search term of a search auction (domain `searchTermOf`); absent (or null when signing) otherwise. */
  searchTerm?: string | null;
  /** The shop API key whose auction made the bid. */
  keyId: string;
  /** When the auction ran. */
  createdAt: Date;
}

const VERSION = 2;
const MAC_BYTES = 16;
/** Bytes before the product id: version 2 has the max CPC (4) before the product length. */
const FIXED = 1 + 4 + 6 + 4 + 1 + 16 + 16 + 8 + 4 + 1;
const FIXED_V1 = FIXED - 4;
const VERSION_KEYWORD = 3;
/** Version 3: version 2 plus the keyword uuid (16) before the product length. */
const FIXED_V3 = FIXED + 16;
/** Version 4: version 3 plus the search term (length 1 + UTF-8) after the product id. */
const VERSION_TERM = 4;
const MAX_TERM_BYTES = 240;
const NO_KEYWORD = '00000000-0000-0000-0000-000000000000';
const MAX_PRODUCT_BYTES = 200;
const NONCE_POOL = 4096;

/** A signing key: 4-character id and 32-byte secret. */
export interface SigningKey {
  kid: string;
  secret: Buffer;
}

/** The value of hex digit character code `c` (0–9, a–f, A–F), or -1. */
function nibble(c: number): number {
  if (c >= 48 && c <= 57) return c - 48;
  const lower = c | 0x20;
  return lower >= 97 && lower <= 102 ? lower - 87 : -1;
}

/**
 * Writes the 16 bytes of UUID text `uuid` (8-4-4-4-12 hex digits, RFC 9562 §4) into `into` at `at`, reading the text in
 * place: no copy without its dashes (docs/serving-profile.md "Scavenges").
 * @throws RangeError when `uuid` is not such a text
 */
function uuidBytes(uuid: string, into: Buffer, at: number): void {
  if (uuid.length !== 36) throw new RangeError('not a UUID');
  let i = 0;
  for (let b = 0; b < 16; b++) {
    if (i === 8 || i === 13 || i === 18 || i === 23) {
      if (uuid.charCodeAt(i) !== 45) throw new RangeError('not a UUID');
      i++;
    }
    const hi = nibble(uuid.charCodeAt(i));
    const lo = nibble(uuid.charCodeAt(i + 1));
    if ((hi | lo) < 0) throw new RangeError('not a UUID');
    into[at + b] = (hi << 4) | lo;
    i += 2;
  }
}

function uuidText(from: Buffer, at: number): string {
  const h = from.toString('hex', at, at + 16);
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/** A version-4 bid without a keyword carries the nil UUID (RFC 9562 §5.9) in the keyword's place. */
function keywordOf(uuid: string): string | null {
  return uuid === NO_KEYWORD ? null : uuid;
}

/** Signs and verifies resolved bid ids with the newest key; verifies with any known key. */
export class ResolvedBidSigner {
  readonly #byKid = new Map<string, Buffer>();
  #current: SigningKey | undefined;
  #nonces = Buffer.alloc(NONCE_POOL);
  #nonceAt = NONCE_POOL;

  /** @param keys known keys, the first signs; none yet = call {@link useKeys} before signing. */
  constructor(keys: readonly SigningKey[] = []) {
    if (keys.length > 0) this.useKeys(keys);
  }

  /** Sets the known keys, the first signs. @throws RangeError without keys or with a kid that is not 4 ASCII characters. */
  useKeys(keys: readonly SigningKey[]): void {
    if (keys.length === 0) throw new RangeError('no signing key');
    for (const k of keys) if (!/^[A-Za-z0-9_-]{4}$/.test(k.kid)) throw new RangeError(`bad kid ${k.kid}`);
    this.#byKid.clear();
    for (const k of keys) this.#byKid.set(k.kid, k.secret);
    this.#current = keys[0]!;
  }

  /** The id of `bid`. @throws Error before keys are set; RangeError when the product id is longer than 200 UTF-8 bytes, money is not uint32 grosze or an id is not a UUID. */
  sign(bid: ResolvedBid): string {
    const current = this.#current;
    if (!current) throw new Error('resolved bid signer used before its keys were loaded');
    const product = Buffer.from(bid.productId, 'utf8');
    if (product.length > MAX_PRODUCT_BYTES) throw new RangeError('product id too long for a resolved bid');
    if (!Number.isSafeInteger(bid.price) || bid.price < 0 || bid.price > 0xffffffff) throw new RangeError('price out of range');
    const maxCpc = bid.maxCpc ?? 0;
    if (!Number.isSafeInteger(maxCpc) || maxCpc < 0 || maxCpc > 0xffffffff) throw new RangeError('max CPC out of range');
    const term = bid.searchTerm == null ? null : Buffer.from(bid.searchTerm, 'utf8');
    if (term && term.length > MAX_TERM_BYTES) throw new RangeError('search term too long for a resolved bid');
    const keyword = bid.keywordId ?? (term ? NO_KEYWORD : null);
    const out = Buffer.allocUnsafe((keyword ? FIXED_V3 : FIXED) + product.length + (term ? 1 + term.length : 0) + MAC_BYTES);
    let at = 0;
    out.writeUInt8(term ? VERSION_TERM : keyword ? VERSION_KEYWORD : VERSION, at++);
    out.write(current.kid, at, 4, 'latin1');
    at += 4;
    out.writeUIntBE(bid.createdAt.getTime(), at, 6);
    at += 6;
    out.writeUInt32BE(bid.price, at);
    at += 4;
    out.writeUInt8(Math.min(255, bid.rank), at++);
    uuidBytes(bid.campaignId, out, at);
    at += 16;
    uuidBytes(bid.keyId, out, at);
    at += 16;
    this.#nonce().copy(out, at);
    at += 8;
    out.writeUInt32BE(maxCpc, at);
    at += 4;
    if (keyword) {
      uuidBytes(keyword, out, at);
      at += 16;
    }
    out.writeUInt8(product.length, at++);
    product.copy(out, at);
    at += product.length;
    if (term) {
      out.writeUInt8(term.length, at++);
      term.copy(out, at);
      at += term.length;
    }
    this.#mac(current.secret, out.subarray(0, at)).copy(out, at);
    return out.toString('base64url');
  }

  /** The bid `id` carries, or null when it is not one of ours (malformed, unknown key, or a MAC that does not match). */
  verify(id: string): ResolvedBid | null {
    if (id.length < 100 || id.length > 800 || !/^[A-Za-z0-9_-]+$/.test(id)) return null;
    const raw = Buffer.from(id, 'base64url');
    // Only the canonical text of the bytes: base64url decoding ignores trailing bits of a longer text.
    if (id.length !== Math.ceil((raw.length * 4) / 3)) return null;
    const version = raw.length > 0 ? raw.readUInt8(0) : 0;
    const keyworded = version === VERSION_KEYWORD || version === VERSION_TERM;
    const fixed = version === VERSION ? FIXED : keyworded ? FIXED_V3 : version === 1 ? FIXED_V1 : 0;
    if (fixed === 0 || raw.length < fixed + MAC_BYTES) return null;
    const productLength = raw.readUInt8(fixed - 1);
    const productEnd = fixed + productLength;
    if (version === VERSION_TERM && raw.length < productEnd + 1 + MAC_BYTES) return null;
    const body = version === VERSION_TERM ? productEnd + 1 + raw.readUInt8(productEnd) : productEnd;
    if (raw.length !== body + MAC_BYTES) return null;
    const secret = this.#byKid.get(raw.toString('latin1', 1, 5));
    if (!secret || !timingSafeEqual(this.#mac(secret, raw.subarray(0, body)), raw.subarray(body))) return null;
    return {
      createdAt: new Date(raw.readUIntBE(5, 6)),
      price: raw.readUInt32BE(11),
      rank: raw.readUInt8(15),
      campaignId: uuidText(raw, 16),
      keyId: uuidText(raw, 32),
      maxCpc: version >= VERSION ? raw.readUInt32BE(56) : null,
      ...(keyworded ? { keywordId: keywordOf(uuidText(raw, 60)) } : {}),
      ...(version === VERSION_TERM ? { searchTerm: raw.toString('utf8', productEnd + 1, body) } : {}),
      productId: raw.toString('utf8', fixed, productEnd),
    };
  }

  #mac(secret: Buffer, data: Buffer): Buffer {
    return createHmac('sha256', secret).update(data).digest().subarray(0, MAC_BYTES);
  }

  /** 8 random bytes from a pool refilled 512 ids at a time (one getrandom call, not one per winner). */
  #nonce(): Buffer {
    if (this.#nonceAt + 8 > NONCE_POOL) {
      this.#nonces = randomFillSync(Buffer.alloc(NONCE_POOL));
      this.#nonceAt = 0;
    }
    const n = this.#nonces.subarray(this.#nonceAt, this.#nonceAt + 8);
    this.#nonceAt += 8;
    return n;
  }
}
