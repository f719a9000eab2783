import { crc32, deflateSync, deflateRawSync, gzipSync } from 'node:zlib';
import sharp from 'sharp';

/** A hostile upload for tests: the name it is sent under, its bytes, and what the refusal must say. */
export interface HostileFile {
  case: string;
  name: string;
  data: Buffer;
  /** A part of the problem's detail. */
  says: RegExp;
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(4);
  head.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([head, body, crc]);
}

/** A PNG that declares `width`×`height` (IHDR) with one tiny IDAT: a decompression bomb's header. */
function declaredPng(width: number, height: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.alloc(1024))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** The PNG with a tEXt chunk inserted after IHDR (metadata a browser never runs, but a sniffer might). */
function withTextChunk(png: Buffer, text: string): Buffer {
  const afterIhdr = 8 + 25;
  return Buffer.concat([png.subarray(0, afterIhdr), chunk('tEXt', Buffer.from(`Comment\0${text}`, 'latin1')), png.subarray(afterIhdr)]);
}

/** A one-entry ZIP whose member inflates to `size` zero bytes (a zip bomb in miniature). */
function zipBomb(size: number): Buffer {
  const packed = deflateRawSync(Buffer.alloc(size));
  const name = Buffer.from('zeros.bin');
  const header = Buffer.alloc(30);
  header.writeUInt32LE(0x04034b50, 0);
  header.writeUInt16LE(20, 4);
  header.writeUInt16LE(8, 8);
  header.writeUInt32LE(packed.length, 18);
  header.writeUInt32LE(size, 22);
  header.writeUInt16LE(name.length, 26);
  return Buffer.concat([header, name, packed]);
}

export async function goodPng(width = 64, height = 32): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#d32f2f' } })
    .png()
    .toBuffer();
}

export async function goodJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 32, channels: 3, background: '#1976d2' } })
    .jpeg()
    .toBuffer();
}

/** At least 20 hostile files (docs/staff-content.md "Uploads"): every one must be refused and nothing stored. */
export async function hostileFiles(): Promise<HostileFile[]> {
  const png = await goodPng();
  const jpeg = await goodJpeg();
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  const exifScript = await sharp(jpeg)
    .withExif({ IFD0: { ImageDescription: '<script>alert(document.cookie)</script>' } })
    .jpeg()
    .toBuffer();
  const svg = '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(1)</script><rect width="10" height="10"/></svg>';
  const markup = /markup|SVG/;
  return [
    { case: 'SVG with a script', name: 'logo.svg', data: Buffer.from(svg), says: markup },
    { case: 'SVG named .png', name: 'banner.png', data: Buffer.from(svg), says: markup },
    {
      case: 'SVG behind a BOM and an XML prolog',
      name: 'x.webp',
      data: Buffer.from(`\ufeff  <?xml version="1.0"?>\n${svg}`),
      says: markup,
    },
    {
      case: 'HTML named .jpg',
      name: 'photo.jpg',
      data: Buffer.from('<!doctype html><html><body><script>fetch("/api")</script></body></html>'),
      says: markup,
    },
    { case: 'PHP named .gif', name: 'shell.gif', data: Buffer.from('<?php system($_GET["c"]); ?>'), says: markup },
    {
      case: 'PNG with PHP in a tEXt chunk',
      name: 'meta.png',
      data: withTextChunk(png, '<?php system($_GET["c"]); ?>'),
      says: /hides markup or script/,
    },
    {
      case: 'PNG with a script in a tEXt chunk',
      name: 'meta2.png',
      data: withTextChunk(png, '<script>alert(1)</script>'),
      says: /hides markup or script/,
    },
    { case: 'JPEG with a script in EXIF', name: 'exif.jpg', data: exifScript, says: /hides markup or script/ },
    {
      case: 'GIF with HTML appended (GIFAR-style)',
      name: 'anim.gif',
      data: Buffer.concat([gif, Buffer.from('<html><script>alert(1)</script></html>')]),
      says: /hides markup or script/,
    },
    { case: 'PNG + ZIP polyglot', name: 'poly.png', data: Buffer.concat([png, zipBomb(1024)]), says: /hides an archive/ },
    {
      case: 'JPEG + HTML polyglot',
      name: 'poly.jpg',
      data: Buffer.concat([jpeg, Buffer.from('<iframe src="https://evil.test"></iframe>')]),
      says: /hides markup or script/,
    },
    {
      case: 'JPEG + javascript: URL in a comment',
      name: 'js.jpg',
      data: Buffer.concat([jpeg, Buffer.from('javascript:alert(1)')]),
      says: /hides script/,
    },
    { case: 'ZIP bomb named .png', name: 'bomb.png', data: zipBomb(64 * 1024 * 1024), says: /application\/zip/ },
    { case: 'gzip bomb named .jpg', name: 'bomb.jpg', data: gzipSync(Buffer.alloc(64 * 1024 * 1024)), says: /application\/gzip/ },
    {
      case: 'PNG decompression bomb 100000×100000',
      name: 'huge.png',
      data: declaredPng(100_000, 100_000),
      says: /each side must be at most/,
    },
    { case: 'PNG over the pixel limit 9000×9000', name: 'big.png', data: declaredPng(9000, 9000), says: /pixels; at most/ },
    { case: 'truncated PNG', name: 'cut.png', data: png.subarray(0, Math.floor(png.length / 2)), says: /cannot be (read|decoded)/ },
    {
      case: 'truncated JPEG',
      name: 'cut.jpg',
      data: jpeg.subarray(0, Math.floor(jpeg.length * 0.6)),
      says: /cannot be (read|decoded)|hides/,
    },
    { case: 'empty file', name: 'empty.png', data: Buffer.alloc(0), says: /empty/ },
    {
      case: 'random bytes named .jpg',
      name: 'noise.jpg',
      data: Buffer.from(Array.from({ length: 4096 }, (_, i) => (i * 7919 + 13) % 251)),
      says: /not a PNG, JPEG/,
    },
    {
      case: 'PDF named .png',
      name: 'doc.png',
      data: Buffer.from('%PDF-1.7\n1 0 obj <</Type/Catalog>> endobj\ntrailer <<>>\n%%EOF'),
      says: /application\/pdf/,
    },
    {
      case: 'Windows program named .jpg',
      name: 'setup.jpg',
      data: Buffer.concat([Buffer.from('MZ\x90\x00\x03\x00\x00\x00', 'latin1'), Buffer.alloc(512)]),
      says: /not a PNG|application\/x-msdownload|not an? /,
    },
    {
      case: 'ELF program named .webp',
      name: 'run.webp',
      data: Buffer.concat([Buffer.from('\x7fELF\x02\x01\x01', 'latin1'), Buffer.alloc(512)]),
      says: /application\/x-elf|not a PNG/,
    },
    { case: 'TIFF (not accepted)', name: 'scan.png', data: await sharp(png).tiff().toBuffer(), says: /image\/tiff/ },
  ];
}

/** A raw multipart request for tests and the fuzz: its Content-Type header and body bytes. */
export interface HostileBody {
  case: string;
  contentType: string;
  body: Buffer;
  /** A good image under an odd but harmless framing: stored (201) under a cleaned name; the rest are refused (4xx). */
  accepted?: true;
}

const CRLF = '\r\n';
const B = 'hostile-boundary-7f3a';

/** One `files` part with `filename` (raw bytes, so NUL and quotes go through as sent) and `data`. */
function filePart(filename: string, data: Buffer, boundary = B, extraHeaders = ''): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}${CRLF}Content-Disposition: form-data; name="files"; filename="`, 'latin1'),
    Buffer.from(filename, 'utf8'),
    Buffer.from(`"${CRLF}${extraHeaders}Content-Type: image/png${CRLF}${CRLF}`, 'latin1'),
    data,
    Buffer.from(CRLF, 'latin1'),
  ]);
}

const close = (boundary = B) => Buffer.from(`--${boundary}--${CRLF}`, 'latin1');

/**
 * Hostile multipart requests (docs/staff-content.md "Uploads"): broken framing, hostile names and headers. Each must be
 * refused with a 4xx problem (RFC 9457) and store nothing, except those marked `accepted`; none may answer 5xx.
 * `png` is a good image to carry.
 */
export function hostileBodies(png: Buffer): HostileBody[] {
  const form = `multipart/form-data; boundary=${B}`;
  const whole = (...parts: Buffer[]) => Buffer.concat([...parts, close()]);
  return [
    { case: 'file name with a NUL byte', contentType: form, body: whole(filePart('a\u0000b.png', png)) },
    { case: 'file name of only NUL bytes', contentType: form, body: whole(filePart('\u0000\u0000', png)) },
    { case: 'file name with control characters', contentType: form, body: whole(filePart('a\u0001\u001f\u007f.png', png)) },
    {
      case: 'file name with a lone surrogate (invalid UTF-8)',
      contentType: form,
      body: whole(filePart('a\ud800.png', png)),
      accepted: true,
    },
    { case: 'file name of 256 characters', contentType: form, body: whole(filePart(`${'n'.repeat(252)}.png`, png)) },
    { case: 'file name of 5000 characters', contentType: form, body: whole(filePart(`${'n'.repeat(5000)}.png`, png)) },
    { case: 'multipart/form-data without a boundary', contentType: 'multipart/form-data', body: whole(filePart('a.png', png)) },
    { case: 'empty boundary', contentType: 'multipart/form-data; boundary=', body: whole(filePart('a.png', png)) },
    { case: 'boundary that the body never uses', contentType: 'multipart/form-data; boundary=other', body: whole(filePart('a.png', png)) },
    { case: 'body without its closing boundary', contentType: form, body: filePart('a.png', png) },
    { case: 'body cut inside a part', contentType: form, body: filePart('a.png', png).subarray(0, 200) },
    { case: 'body cut inside the part headers', contentType: form, body: Buffer.from(`--${B}${CRLF}Content-Disposition: form-da`) },
    { case: 'empty body', contentType: form, body: Buffer.alloc(0) },
    { case: 'only the closing boundary', contentType: form, body: close() },
    { case: 'garbage instead of parts', contentType: form, body: Buffer.from('\u0000\u00ff'.repeat(500), 'latin1') },
    {
      case: 'part header of 100 kB',
      contentType: form,
      body: whole(filePart('a.png', png, B, `X-Big: ${'h'.repeat(100 * 1024)}${CRLF}`)),
      accepted: true,
    },
    {
      case: '200 part headers',
      contentType: form,
      body: whole(filePart('a.png', png, B, Array.from({ length: 200 }, (_, i) => `X-H${i}: v${CRLF}`).join(''))),
      accepted: true,
    },
    {
      case: 'part without Content-Disposition',
      contentType: form,
      body: Buffer.from(`--${B}${CRLF}Content-Type: image/png${CRLF}${CRLF}x${CRLF}--${B}--${CRLF}`),
    },
    {
      case: 'a text field instead of a file',
      contentType: form,
      body: Buffer.from(`--${B}${CRLF}Content-Disposition: form-data; name="files"${CRLF}${CRLF}x${CRLF}--${B}--${CRLF}`),
    },
    { case: '500 parts', contentType: form, body: whole(...Array.from({ length: 500 }, (_, i) => filePart(`${i}.png`, Buffer.from('x')))) },
    { case: 'empty file', contentType: form, body: whole(filePart('empty.png', Buffer.alloc(0))) },
    { case: 'empty file name', contentType: form, body: whole(filePart('', png)), accepted: true },
    { case: 'file name that is a path', contentType: form, body: whole(filePart('../../etc/passwd', png)), accepted: true },
  ];
}
