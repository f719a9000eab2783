import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { DeleteObjectCommand, GetObjectCommand, PutObjectCommand, S3Client } from '@aws-sdk/client-s3';
import type { Config } from '../../config';

/** Where checked media files are kept, by storage key (`<uuid>.<ext>`). */
export interface MediaStore {
  put(key: string, data: Buffer, mime: string): Promise<void>;
  /** The bytes, or null when there is no such object. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server only (uuid + ext); anything else never reaches the disk or bucket. */
const KEY = /^[0-9a-f-]{36}\.(png|jpg|webp)$/;
function checked(key: string): string {
  if (!KEY.test(key)) throw new Error(`bad media key ${key}`);
  return key;
}

/** Files under `dir` (default DATA_DIR/media). */
export class LocalMediaStore implements MediaStore {
  constructor(private readonly dir: string) {}

  async put(key: string, data: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true });
    await writeFile(join(this.dir, checked(key)), data, { flag: 'wx' });
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await readFile(join(this.dir, checked(key)));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await rm(join(this.dir, checked(key)), { force: true });
  }
}

/** Objects in an S3-compatible bucket (AWS S3, MinIO, Ceph…; MEDIA_STORAGE=s3, S3_*). */
export class S3MediaStore implements MediaStore {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(key: string, data: Buffer, mime: string): Promise<void> {
    await this.client.send(new PutObjectCommand({ Bucket: this.bucket, Key: `media/${checked(key)}`, Body: data, ContentType: mime }));
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      const out = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: `media/${checked(key)}` }));
      return out.Body ? Buffer.from(await out.Body.transformToByteArray()) : null;
    } catch (error) {
      if ((error as { name?: string }).name === 'NoSuchKey') return null;
      throw error;
    }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: `media/${checked(key)}` }));
  }
}

/** The store the configuration picks: DATA_DIR/media by default, the S3 bucket with MEDIA_STORAGE=s3. */
export function mediaStoreFor(config: Config): MediaStore {
  const s3 = config.media.s3;
  if (config.media.storage === 's3' && s3) {
    const credentials =
      s3.accessKeyId && s3.secretAccessKey ? { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } : undefined;
    const client = new S3Client({ region: s3.region, endpoint: s3.endpoint, forcePathStyle: s3.forcePathStyle, credentials });
    return new S3MediaStore(client, s3.bucket);
  }
  return new LocalMediaStore(join(config.dataDir, 'media'));
}
