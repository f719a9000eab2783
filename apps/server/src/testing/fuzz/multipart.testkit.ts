import fc from 'fast-check';
import { hostileBodies } from '../media.testkit';
import { edgeString } from './edge-values.testkit';

/*
 * Multipart bodies for the OpenAPI fuzz test (RFC 7578 multipart/form-data; docs/staff-content.md "Uploads"): hostile
 * file names, broken or missing boundaries, bodies cut anywhere, odd part headers, many or empty parts, and the
 * hand-written cases of media.testkit.ts `hostileBodies`. Every one must answer a 4xx problem or a 2xx, never a 5xx.
 */

/** A 1×1 PNG, so some generated uploads carry a real image and reach the image checks and storage. */
export const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A generated multipart request: its Content-Type header and body bytes. */
export interface MultipartBody {
  type: string;
  body: Uint8Array;
}

const CRLF = '\r\n';

const boundaryArb = fc.oneof(
  { weight: 6, arbitrary: fc.constant('fuzz-boundary-91c2') },
  { weight: 1, arbitrary: fc.constantFrom('', ' ', '"quoted"', '-'.repeat(70), 'x'.repeat(300), 'a;b', 'ä', '\u0000') },
  { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
);

/** The boundary as a header can carry it (fetch refuses control characters); the body keeps the raw one, so they may differ. */
// eslint-disable-next-line no-control-regex -- control characters are what a header cannot carry
const inHeader = (boundary: string) => boundary.replace(/[\u0000-\u001f\u007f]/g, '').trim();

/** How the Content-Type names the boundary: properly, not at all, twice, or with another boundary than the body's. */
const typeArb = (raw: string) => {
  const boundary = inHeader(raw);
  return fc.constantFrom(
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary=${boundary}`,
    `multipart/form-data; boundary="${boundary}"`,
    'multipart/form-data',
    'multipart/form-data; boundary=',
    `multipart/form-data; boundary=other; boundary=${boundary}`,
    `multipart/mixed; boundary=${boundary}`,
    `multipart/form-data; charset=utf-16; boundary=${boundary}`,
  );
};

const contentArb: fc.Arbitrary<Uint8Array> = fc.oneof(
  { weight: 3, arbitrary: fc.constant(TINY_PNG) },
  { weight: 1, arbitrary: fc.constant(Buffer.alloc(0)) },
  { weight: 1, arbitrary: fc.uint8Array({ maxLength: 300 }) },
  { weight: 1, arbitrary: fc.constant(Buffer.from('<svg onload="alert(1)"></svg>')) },
  { weight: 1, arbitrary: fc.constant(Buffer.from(`x${CRLF}--fuzz-boundary-91c2${CRLF}`)) },
);

interface PartSpec {
  field: string;
  filename: string;
  withFilename: boolean;
  extraHeaders: string;
  content: Uint8Array;
}

const partArb: fc.Arbitrary<PartSpec> = fc.record({
  field: fc.constantFrom('files', 'files', 'files', '', 'file', '__proto__', 'files"; x="'),
  filename: fc.oneof(
    { weight: 2, arbitrary: fc.constantFrom('a.png', 'a\u0000b.png', '../../x.png', '') },
    { weight: 3, arbitrary: edgeString },
  ),
  withFilename: fc.boolean(),
  extraHeaders: fc.constantFrom(
    '',
    '',
    `X-Big: ${'h'.repeat(90 * 1024)}${CRLF}`,
    `Content-Transfer-Encoding: base64${CRLF}`,
    'broken header line\r\n',
  ),
  content: contentArb,
});

/** One part's bytes (the file name goes out as UTF-8, NUL and quotes as they are, as a hostile client sends them). */
function partBytes(boundary: string, p: PartSpec): Buffer {
  const disposition = `Content-Disposition: form-data; name="${p.field}"${p.withFilename ? `; filename="${p.filename}"` : ''}`;
  return Buffer.concat([
    Buffer.from(`--${boundary}${CRLF}${disposition}${CRLF}${p.extraHeaders}Content-Type: image/png${CRLF}${CRLF}`, 'utf8'),
    p.content,
    Buffer.from(CRLF),
  ]);
}

/** Generated multipart requests: well-framed ones with hostile parts, and broken framing (no closing boundary, cut anywhere). */
const generatedArb: fc.Arbitrary<MultipartBody> = boundaryArb.chain((boundary) =>
  fc
    .record({
      type: typeArb(boundary),
      parts: fc.array(partArb, { maxLength: 6 }),
      ending: fc.constantFrom('close', 'close', 'none', 'cut', 'no-crlf', 'trailing-garbage'),
      cut: fc.nat(),
    })
    .map(({ type, parts, ending, cut }) => {
      const body = Buffer.concat(parts.map((p) => partBytes(boundary, p)));
      const closed = Buffer.concat([body, Buffer.from(`--${boundary}--${CRLF}`)]);
      const framed =
        ending === 'close'
          ? closed
          : ending === 'none'
            ? body
            : ending === 'cut'
              ? closed.subarray(0, closed.length === 0 ? 0 : cut % closed.length)
              : ending === 'no-crlf'
                ? Buffer.concat([body, Buffer.from(`--${boundary}--`)])
                : Buffer.concat([closed, Buffer.from('\u0000garbage after the end', 'latin1')]);
      return { type, body: framed };
    }),
);

/** Multipart bodies for an operation that takes multipart/form-data, or as odd bodies for any other. */
export const multipartArb: fc.Arbitrary<MultipartBody> = fc.oneof(
  { weight: 3, arbitrary: generatedArb },
  { weight: 1, arbitrary: fc.constantFrom(...hostileBodies(TINY_PNG).map((b) => ({ type: b.contentType, body: b.body }))) },
);
