import { Readable } from 'node:stream';
import { DeleteObjectCommand, GetObjectCommand, NoSuchKey, PutObjectCommand, S3Client, type S3ClientConfig } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertSafeKey, nodeStreamOf, type PutBody, type Storage, type StoredStream } from './storage';

/** The size of each part of a multipart upload (S3's least but for the last): what one upload holds in memory at a time. */
export const S3_PART_BYTES = 5 * 1024 * 1024;

/** Where the bucket is and how to reach it (S3_* environment variables, storage/from-env.ts). */
export interface S3Options {
  bucket: string;
  /** An S3-compatible server (MinIO, Ceph, R2, s3rver...); absent: AWS itself for `region`. */
  endpoint?: string;
  region: string;
  /** Absent: the SDK's own chain (AWS_ACCESS_KEY_ID, a role, a profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** bucket in the path (`endpoint/bucket/key`) rather than the host name: most self-hosted servers want it. */
  forcePathStyle: boolean;
  /** Folder inside the bucket the keys go under ('' for its root). */
  prefix: string;
}

/**
 * Uploads in an S3 bucket, shared by every server process. Objects are written private (no ACL is ever
 * set, and the bucket is to have no public policy): every file, public images included, is served through
 * the server's own routes, which check who may see Join Us PDFs, company documents and chat files, so
 * no file is ever reachable by a bucket URL.
 */
export class S3Storage implements Storage {
  readonly client: S3Client;

  constructor(readonly options: S3Options, extra: Partial<S3ClientConfig> = {}) {
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      forcePathStyle: options.forcePathStyle,
      credentials: options.credentials,
      // Checksums only where the API requires them: S3-compatible servers do not all take the SDK's
      // default CRC32 trailers.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
      ...extra,
    });
  }

  private keyOf(key: string) {
    assertSafeKey(key);
    return this.options.prefix ? `${this.options.prefix.replace(/\/+$/, '')}/${key}` : key;
  }

  async put(key: string, body: PutBody) {
    const Key = this.keyOf(key);
    if (body instanceof Uint8Array) {
      await this.client.send(new PutObjectCommand({ Bucket: this.options.bucket, Key, Body: body, ContentLength: body.byteLength }));
      return;
    }
    // A stream of unknown length: the SDK's multipart upload, one part at a time (a body shorter than a
    // part goes as one PutObject). When the body fails, the upload is aborted and its parts discarded
    // (leavePartsOnError false), so the object never appears and no part stays billed in the bucket.
    const stream = nodeStreamOf(body);
    const upload = new Upload({ client: this.client, params: { Bucket: this.options.bucket, Key, Body: stream }, partSize: S3_PART_BYTES, queueSize: 1, leavePartsOnError: false });
    const failed = new Promise<never>((_, reject) => stream.once('error', reject));
    try {
      await Promise.race([upload.done(), failed]);
    } catch (error) {
      await upload.abort().catch(() => undefined);
      throw error;
    }
  }

  async get(key: string) {
    const opened = await this.open(key);
    if (!opened) return undefined;
    const chunks: Buffer[] = [];
    for await (const chunk of Readable.fromWeb(opened.stream as import('node:stream/web').ReadableStream)) chunks.push(chunk as Buffer);
    return new Uint8Array(Buffer.concat(chunks));
  }

  /** The object as a stream, not read whole (what the SDK gives back is streamed from the bucket). */
  async open(key: string): Promise<StoredStream | undefined> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
      if (!res.Body) return undefined;
      return { stream: res.Body.transformToWebStream(), size: res.ContentLength };
    } catch (error) {
      if (error instanceof NoSuchKey || (error as { name?: string }).name === 'NoSuchKey' || (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404) return undefined;
      throw error;
    }
  }

  async remove(key: string) {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.options.bucket, Key: this.keyOf(key) }));
  }
}
