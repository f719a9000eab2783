import { constants, createCipheriv, createHash, publicEncrypt, randomBytes, X509Certificate } from 'node:crypto';

/*
 * The cryptography KSeF 2.0 asks of a client (ksef-docs "Uwierzytelnianie" §2.2, "Sesja interaktywna"):
 * RSA-OAEP with SHA-256 (and MGF1-SHA-256) under the Ministry's public key certificate, AES-256-CBC with
 * PKCS#7 padding for the invoice, SHA-256 in Base64 for hashes. node:crypto (OpenSSL) does all of it.
 */

/** SHA-256 of `data`, Base64 (44 characters; KSeF's Sha256HashBase64). */
export function sha256Base64(data: Buffer): string {
  return createHash('sha256').update(data).digest('base64');
}

/**
 * Encrypts `data` with RSA-OAEP (SHA-256, MGF1-SHA-256) under the public key of a certificate given as
 * Base64 DER (the `certificate` of GET /security/public-key-certificates).
 */
export function rsaOaepEncrypt(certificateDerBase64: string, data: Buffer): Buffer {
  const key = new X509Certificate(Buffer.from(certificateDerBase64, 'base64')).publicKey;
  return publicEncrypt({ key, padding: constants.RSA_PKCS1_OAEP_PADDING, oaepHash: 'sha256' }, data);
}

/**
 * The `encryptedToken` of POST /auth/ksef-token: "token|timestampMs" (the challenge's time in ms since
 * 1970) in UTF-8, RSA-OAEP encrypted, Base64.
 */
export function encryptKsefToken(certificateDerBase64: string, token: string, challengeTimestampMs: number): string {
  return rsaOaepEncrypt(certificateDerBase64, Buffer.from(`${token}|${challengeTimestampMs}`, 'utf8')).toString('base64');
}

/** A session's symmetric key: 32 random bytes for AES-256 and a 16-byte IV. Kept in memory only. */
export interface SessionKey {
  key: Buffer;
  iv: Buffer;
}

export function newSessionKey(): SessionKey {
  return { key: randomBytes(32), iv: randomBytes(16) };
}

/** The invoice fields of POST /sessions/online/{referenceNumber}/invoices (SendInvoiceRequest). */
export interface EncryptedInvoice {
  invoiceHash: string;
  invoiceSize: number;
  encryptedInvoiceHash: string;
  encryptedInvoiceSize: number;
  encryptedInvoiceContent: string;
}

/** Encrypts the invoice XML bytes with the session key (AES-256-CBC, PKCS#7) and states sizes (bytes) and hashes of both. */
export function encryptInvoice(xml: Buffer, session: SessionKey): EncryptedInvoice {
  const cipher = createCipheriv('aes-256-cbc', session.key, session.iv);
  const encrypted = Buffer.concat([cipher.update(xml), cipher.final()]);
  return {
    invoiceHash: sha256Base64(xml),
    invoiceSize: xml.length,
    encryptedInvoiceHash: sha256Base64(encrypted),
    encryptedInvoiceSize: encrypted.length,
    encryptedInvoiceContent: encrypted.toString('base64'),
  };
}
