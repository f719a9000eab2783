import { constants, createDecipheriv, createPrivateKey, privateDecrypt, X509Certificate } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONTRACT_SOURCE, violations } from '../../../testing/ksef/ksef-contract.testkit';
import { ksefNumberFor } from '../../../testing/ksef/ksef-ministry.testkit';
import { encryptInvoice, newSessionKey, rsaOaepEncrypt, sha256Base64 } from './ksef-crypto';
import { retryAfterMs } from './ksef-http';
import { InvoiceStatusResponse } from './ksef-schemas';
import { ksefConfig } from './ksef.config';
import { renderInvoiceFa3 } from '../invoice-fa3';
import { fa3Violations } from '../fa3-rules';
import type { InvoiceLineRow, InvoiceRow } from '../invoices.repository';

/* The pieces of the KSeF client that need no server (docs/ksef.md), and the contract validator itself. */

describe('KSeF contract (our description of KSeF API 2.0, published info.version v2)', () => {
  it('names the published document it was taken from', () => {
    expect(CONTRACT_SOURCE).toMatchObject({ infoVersion: 'v2', apiVersion: expect.stringMatching(/^2\.6\.0/) });
  });

  it('refuses requests the published document does not allow', () => {
    const ok = {
      invoiceHash: 'A'.repeat(43) + '=',
      invoiceSize: 10,
      encryptedInvoiceHash: 'B'.repeat(43) + '=',
      encryptedInvoiceSize: 16,
      encryptedInvoiceContent: 'AAAA',
    };
    expect(violations('SendInvoiceRequest', ok)).toEqual([]);
    const { invoiceHash: _dropped, ...missing } = ok;
    expect(violations('SendInvoiceRequest', missing).join()).toContain('invoiceHash');
    expect(violations('SendInvoiceRequest', { ...ok, invoiceSize: 0 })).not.toEqual([]);
    expect(violations('SendInvoiceRequest', { ...ok, invoiceHsah: 'x' })).not.toEqual([]);
    const session = {
      formCode: { systemCode: 'FA (2)', schemaVersion: '1-0E', value: 'FA' },
      encryption: { encryptedSymmetricKey: 'AAAA', initializationVector: 'A'.repeat(22) + '==' },
    };
    expect(violations('OpenOnlineSessionRequest', session).join()).toContain('formCode');
    expect(
      violations('InitTokenAuthenticationRequest', {
        challenge: 'x',
        contextIdentifier: { type: 'NIP', value: '1' },
        encryptedToken: 'AAAA',
      }),
    ).toHaveLength(2);
  });
});

describe('KSeF cryptography (node:crypto)', () => {
  it('encrypts an invoice with AES-256-CBC under the session key and states the plain and encrypted sizes and hashes', () => {
    const session = newSessionKey();
    const xml = Buffer.from('<Faktura>zażółć</Faktura>', 'utf8');
    const sent = encryptInvoice(xml, session);
    const encrypted = Buffer.from(sent.encryptedInvoiceContent, 'base64');
    const d = createDecipheriv('aes-256-cbc', session.key, session.iv);
    expect(Buffer.concat([d.update(encrypted), d.final()]).equals(xml)).toBe(true);
    expect(sent).toMatchObject({
      invoiceSize: xml.length,
      encryptedInvoiceSize: 32,
      invoiceHash: sha256Base64(xml),
      encryptedInvoiceHash: sha256Base64(encrypted),
    });
    expect(sent.invoiceHash).toHaveLength(44);
  });

  it('wraps a session key with RSA-OAEP SHA-256 under a certificate: its private key opens it, SHA-1 OAEP does not', () => {
    const file = (name: string) => readFileSync(new URL(`../../../testing/ksef/${name}`, import.meta.url));
    const cert = new X509Certificate(file('stand-in-symmetric.cert.pem'));
    const privateKey = createPrivateKey(file('stand-in-symmetric.key.pem'));
    const key = newSessionKey().key;
    const wrapped = rsaOaepEncrypt(cert.raw.toString('base64'), key);
    const open = (oaepHash: string) => privateDecrypt({ key: privateKey, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash }, wrapped);
    expect(open('sha256').equals(key)).toBe(true);
    expect(() => open('sha1')).toThrow();
  });
});

describe('KSeF client details', () => {
  it('reads Retry-After as seconds or an HTTP date (RFC 9110 §10.2.3)', () => {
    expect(retryAfterMs('30')).toBe(30_000);
    expect(retryAfterMs('Wed, 21 Oct 2026 07:28:10 GMT', Date.parse('2026-10-21T07:28:00Z'))).toBe(10_000);
    expect(retryAfterMs(null)).toBeUndefined();
    expect(retryAfterMs('soon')).toBeUndefined();
  });

  it('accepts a KSeF number with its CRC-8 as the status answer carries it', () => {
    const ksefNumber = ksefNumberFor('5265877635', new Date('2025-08-26T00:00:00Z'));
    expect(ksefNumber).toMatch(/^5265877635-20250826-[0-9A-F]{12}-[0-9A-F]{2}$/);
    expect(violations('KsefNumber', ksefNumber)).toEqual([]);
    const status = {
      referenceNumber: 'R'.repeat(36),
      invoiceHash: 'A'.repeat(44),
      ksefNumber,
      status: { code: 200, description: 'Sukces' },
    };
    expect(InvoiceStatusResponse.parse(status).ksefNumber).toBe(ksefNumber);
  });

  it('is off by default and, when on, wants a token and the seller NIP as its context', () => {
    const base = {
      KSEF_ENABLED: false,
      KSEF_BASE_URL: 'https://api-test.ksef.mf.gov.pl/v2',
      KSEF_TOKEN: undefined,
      KSEF_NIP: undefined,
      KSEF_HTTP_TIMEOUT_MS: 1000,
      KSEF_POLL_INTERVAL_MS: 10,
      KSEF_POLL_TIMEOUT_MS: 100,
      KSEF_MAX_ATTEMPTS: 3,
    };
    expect(ksefConfig(base, '5260001246')).toMatchObject({ enabled: false, token: '', nip: '5260001246' });
    expect(() => ksefConfig({ ...base, KSEF_ENABLED: true }, '5260001246')).toThrow(/KSEF_TOKEN/);
    expect(() => ksefConfig({ ...base, KSEF_ENABLED: true, KSEF_TOKEN: 't', KSEF_NIP: '1234563218' }, '5260001246')).toThrow(/KSEF_NIP/);
    expect(() =>
      ksefConfig({ ...base, KSEF_ENABLED: true, KSEF_TOKEN: 't', KSEF_BASE_URL: 'http://ksef.example/v2' }, '5260001246'),
    ).toThrow(/https/);
    expect(
      ksefConfig({ ...base, KSEF_ENABLED: true, KSEF_TOKEN: 't', KSEF_BASE_URL: 'http://127.0.0.1:8080/v2' }, '5260001246').enabled,
    ).toBe(true);
  });
});

describe('a correction of an invoice KSeF accepted', () => {
  const party = { name: 'Firma', street: 'ul. Długa 5', postalCode: '80-001', city: 'Gdańsk', countryCode: 'PL' };
  const correction = {
    invoice: {
      kind: 'CORRECTION',
      number: 'KOR/2026/000001',
      issueDate: '2026-04-10',
      period: '2026-03',
      saleDate: '2026-03-31',
      dueDate: '2026-04-25',
      vatTreatment: 'PL23',
      net: -250,
      vat: -58,
      gross: -308,
      seller: { ...party, taxId: '5260001246' },
      buyer: { ...party, taxId: '1234563218' },
      correctionReason: 'Nieważne kliknięcia',
    } as unknown as InvoiceRow,
    lines: [{ lineNo: 1, description: 'Uznane kliknięcia', quantity: -1, unitNet: 250, net: -250 }] as unknown as InvoiceLineRow[],
  };

  it('cites its KSeF number (FA(3) NrKSeF, NrKSeFFaKorygowanej), else says it was issued outside KSeF', () => {
    const ksefNumber = '5260001246-20260403-0100001AF629-AF';
    const cited = renderInvoiceFa3(
      { ...correction, corrected: { number: 'FV/2026/000001', issueDate: '2026-04-03', ksefNumber } },
      new Date(),
    );
    expect(cited).toContain(`<NrKSeF>1</NrKSeF>`);
    expect(cited).toContain(`<NrKSeFFaKorygowanej>${ksefNumber}</NrKSeFFaKorygowanej>`);
    expect(cited).not.toContain('NrKSeFN');
    expect(fa3Violations(cited)).toEqual([]);
    const outside = renderInvoiceFa3({ ...correction, corrected: { number: 'FV/2026/000001', issueDate: '2026-04-03' } }, new Date());
    expect(outside).toContain('<NrKSeFN>1</NrKSeFN>');
    expect(fa3Violations(outside)).toEqual([]);
  });
});
