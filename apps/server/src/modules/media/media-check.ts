import { createHash } from 'node:crypto';
import sharp, { type Metadata } from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { DomainError } from '@ads/domain';

/** Limits of one upload (config MEDIA_*; docs/staff-content.md "Uploads"). */
export interface MediaLimits {
  /** Bytes of one file as sent. */
  maxFileBytes: number;
  /** Width × height of the decoded image. */
  maxPixels: number;
  /** Longest side, pixels. */
  maxSide: number;
}

/** A checked image: re-encoded pixels only, with what the library records of it. */
export interface CheckedImage {
  mime: 'image/png' | 'image/jpeg' | 'image/webp';
  ext: 'png' | 'jpg' | 'webp';
  data: Buffer;
  width: number;
  height: number;
  /** SHA-256 of `data`, lower-case hex. */
  sha256: string;
}

/** Detected type (by content, file-type) → what the re-encoded copy becomes. GIF becomes a still PNG. */
const OUTPUT: Record<string, CheckedImage['ext']> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'png',
};
const MIME: Record<CheckedImage['ext'], CheckedImage['mime']> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/**
 * Markup, scripts and archives hidden in an image (polyglots, scripts in metadata or after the end
 * marker). Image bytes are compressed, so these ASCII runs do not occur in honest files by chance.
 */
const HIDDEN = [
  // Signatures of 5+ bytes only: shorter runs turn up by chance in megabytes of compressed pixels.
  { re: /<(script|html|body|iframe|object|embed|style|meta\s|svg[\s>/]|\?php|\?xml-stylesheet)/i, what: 'markup or script' },
  { re: /javascript:|vbscript:|onerror\s*=|onload\s*=/i, what: 'script' },
  // eslint-disable-next-line no-control-regex -- binary signatures are control bytes on purpose
  { re: /PK\x03\x04[\x0a\x14\x2d]\x00|PK\x05\x06\x00\x00|Rar!\x1a\x07|7z\xbc\xaf\x27\x1c/, what: 'an archive' },
  // eslint-disable-next-line no-control-regex -- binary signatures are control bytes on purpose
  { re: /MZ\x90\x00\x03\x00|\x7fELF[\x01\x02][\x01\x02]|%PDF-\d/, what: 'a program or document' },
];

function refuse(name: string, why: string): never {
  throw new DomainError('ValidationException', `${name}: ${why}`, 'FILE');
}

/** Markup sniffing of a file file-type does not know: SVG, HTML, XML begin with `<` (after a BOM or spaces). */
function looksLikeMarkup(data: Buffer): boolean {
  const head = data
    .subarray(0, 1024)
    .toString('latin1')
    .replace(/^\xef\xbb\xbf/, '')
    .trimStart();
  return head.startsWith('<') || /<svg[\s>]/i.test(data.subarray(0, 64 * 1024).toString('latin1'));
}

/**
 * Checks one uploaded file and re-encodes it so that nothing but pixels survives (docs/staff-content.md "Uploads"):
 * the type is decided by content (file-type magic numbers), never by name or header; PNG, JPEG, WebP
 * and GIF are taken; SVG and other markup are refused; files hiding markup, scripts, archives or
 * programs are refused; the declared size is checked against `maxSide`/`maxPixels` before decoding
 * (decompression bombs); a truncated or corrupt image fails to decode (sharp `failOn: 'warning'`);
 * the re-encoded copy (sharp, metadata dropped, EXIF orientation applied) is what is stored.
 * @param name the uploader's file name, used only in messages.
 * @throws DomainError ValidationException (400, field FILE) whose detail names the file and the reason.
 */
export async function checkImage(name: string, data: Buffer, limits: MediaLimits): Promise<CheckedImage> {
  if (data.length === 0) refuse(name, 'the file is empty.');
  if (data.length > limits.maxFileBytes) refuse(name, `the file is larger than ${limits.maxFileBytes} bytes.`);
  const detected = await fileTypeFromBuffer(data);
  if (!detected) {
    if (looksLikeMarkup(data)) refuse(name, 'SVG, HTML and other markup files are not accepted; upload a PNG, JPEG or WebP image.');
    refuse(name, 'the content is not a PNG, JPEG, WebP or GIF image.');
  }
  const ext = OUTPUT[detected.mime];
  if (!ext) refuse(name, `the content is ${detected.mime}, not a PNG, JPEG, WebP or GIF image.`);
  const raw = data.toString('latin1');
  for (const h of HIDDEN) if (h.re.test(raw)) refuse(name, `the image hides ${h.what}; save it again as a plain image.`);

  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    refuse(name, 'the image cannot be read (corrupt or truncated).');
  }
  const width = meta.width ?? 0;
  const height = meta.height ?? 0;
  if (width < 1 || height < 1) refuse(name, 'the image has no size.');
  if (width > limits.maxSide || height > limits.maxSide)
    refuse(name, `the image is ${width}×${height}; each side must be at most ${limits.maxSide} pixels.`);
  if (width * height > limits.maxPixels) refuse(name, `the image has ${width * height} pixels; at most ${limits.maxPixels} are accepted.`);

  try {
    const image = sharp(data, { limitInputPixels: limits.maxPixels, failOn: 'warning', animated: false, sequentialRead: true }).rotate();
    const encoded = ext === 'png' ? image.png() : ext === 'jpg' ? image.jpeg({ quality: 90, mozjpeg: true }) : image.webp({ quality: 90 });
    const { data: out, info } = await encoded.toBuffer({ resolveWithObject: true });
    return {
      mime: MIME[ext],
      ext,
      data: out,
      width: info.width,
      height: info.height,
      sha256: createHash('sha256').update(out).digest('hex'),
    };
  } catch {
    refuse(name, 'the image cannot be decoded (corrupt, truncated or too large).');
  }
}
