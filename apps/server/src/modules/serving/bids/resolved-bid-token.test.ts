import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ResolvedBidSigner, type ResolvedBid } from './resolved-bid-token';

const key = (kid: string) => ({ kid, secret: randomBytes(32) });
const bid = (over: Partial<ResolvedBid> = {}): ResolvedBid => ({
  campaignId: randomUUID(),
  productId: 'Żółć-4712',
  rank: 2,
  price: 137,
  maxCpc: 250,
  keyId: randomUUID(),
  createdAt: new Date('2026-11-23T10:00:00.123Z'),
  ...over,
});

describe('resolved bid ids', () => {
  const signer = new ResolvedBidSigner([key('k001')]);

  it('carry the bid and verify to it', () => {
    const b = bid();
    const id = signer.sign(b);
    expect(id).toMatch(/^[A-Za-z0-9_-]{100,160}$/);
    expect(signer.verify(id)).toEqual(b);
  });

  it('still verify in the version-1 layout (no max CPC), signed before an upgrade; an edited one does not', () => {
    const k = key('k002');
    const v2Signer = new ResolvedBidSigner([k]);
    const b = bid({ productId: 'p-1' });
    const raw = Buffer.from(v2Signer.sign(b), 'base64url');
    // The same bid in version 1: without the max CPC bytes (56–59), MAC'd with the same key.
    const body = Buffer.concat([raw.subarray(0, 56), raw.subarray(60, raw.length - 16)]);
    body.writeUInt8(1, 0);
    const mac = createHmac('sha256', k.secret).update(body).digest().subarray(0, 16);
    expect(v2Signer.verify(Buffer.concat([body, mac]).toString('base64url'))).toEqual({ ...b, maxCpc: null });
    expect(v2Signer.verify(Buffer.concat([body, raw.subarray(raw.length - 16)]).toString('base64url'))).toBeNull();
  });

  it('carry the keyword of a search auction bid (version 3), and refuse it edited', () => {
    const b = bid({ keywordId: randomUUID() });
    const id = signer.sign(b);
    expect(id).toMatch(/^[A-Za-z0-9_-]{100,180}$/);
    expect(signer.verify(id)).toEqual(b);
    expect(signer.verify(signer.sign({ ...b, keywordId: null }))).toEqual({ ...b, keywordId: undefined });
    const raw = Buffer.from(id, 'base64url');
    raw[61] = raw[61]! ^ 1;
    expect(signer.verify(raw.toString('base64url'))).toBeNull();
  });

  it('carry the search term with the keyword (version 4), stay short, and refuse it edited', () => {
    const b = bid({ keywordId: randomUUID(), searchTerm: 'buty damskie zimowe' });
    const id = signer.sign(b);
    expect(id).toMatch(/^[A-Za-z0-9_-]{100,210}$/);
    expect(signer.verify(id)).toEqual(b);
    const noKeyword = bid({ searchTerm: 'łódź' });
    expect(signer.verify(signer.sign(noKeyword))).toEqual({ ...noKeyword, keywordId: null });
    const longest = signer.sign(bid({ keywordId: randomUUID(), searchTerm: 'a'.repeat(80) }));
    expect(longest.length).toBeLessThanOrEqual(256);
    const raw = Buffer.from(id, 'base64url');
    raw[raw.length - 20] = raw[raw.length - 20]! ^ 1;
    expect(signer.verify(raw.toString('base64url'))).toBeNull();
    expect(() => signer.sign(bid({ searchTerm: 'ż'.repeat(121) }))).toThrow(RangeError);
  });

  it('carry any UUID’s 16 bytes, in either case, and refuse an id that is not a UUID (RFC 9562 §4)', () => {
    for (let i = 0; i < 200; i++) {
      const campaignId = randomUUID();
      const keyId = randomUUID().toUpperCase();
      const id = signer.sign(bid({ campaignId, keyId }));
      expect(signer.verify(id)).toMatchObject({ campaignId, keyId: keyId.toLowerCase() });
      // The campaign's bytes sit after version, kid, time, price and rank (16 bytes in).
      expect(Buffer.from(id, 'base64url').subarray(16, 32).toString('hex')).toBe(campaignId.replaceAll('-', ''));
    }
    for (const campaignId of [
      '',
      'p-1',
      '0000000-00000-0000-0000-000000000000',
      '00000000-0000-0000-0000-00000000000g',
      '00000000x0000-0000-0000-000000000000',
    ])
      expect(() => signer.sign(bid({ campaignId })), campaignId).toThrow(RangeError);
  });

  it('are unique for the same bid', () => {
    const b = bid();
    const ids = new Set(Array.from({ length: 2000 }, () => signer.sign(b)));
    expect(ids.size).toBe(2000);
  });

  it('refuse any changed byte, another key, and garbage', () => {
    const id = signer.sign(bid());
    const raw = Buffer.from(id, 'base64url');
    for (let i = 0; i < raw.length; i++) {
      const changed = Buffer.from(raw);
      changed[i] = changed[i]! ^ 1;
      expect(signer.verify(changed.toString('base64url'))).toBeNull();
    }
    expect(new ResolvedBidSigner([key('k001')]).verify(id)).toBeNull();
    for (const junk of ['', 'x', 'a'.repeat(120), 'rb-1', `${id}A`, id.slice(0, -2)]) expect(signer.verify(junk)).toBeNull();
  });

  it('verify ids signed by an older key the signer still knows', () => {
    const old = key('k000');
    const id = new ResolvedBidSigner([old]).sign(bid());
    expect(new ResolvedBidSigner([key('k002'), old]).verify(id)).not.toBeNull();
  });
});
