import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { S3Options } from '../storage/s3';

export interface TestS3 {
  /** What S3Storage needs to reach the bucket (also as S3_* environment variables). */
  options: S3Options;
  env: Record<string, string>;
  close(): Promise<void>;
}

/**
 * A real S3-compatible server on this machine for the tests: s3rver (npm, dev dependency), the S3 REST
 * API over HTTP on a free port of 127.0.0.1, objects kept in a temporary folder. The AWS SDK talks to it
 * over the network as it would to a bucket: nothing of the SDK is mocked.
 */
export async function startTestS3(bucket = 'souqdesk-test'): Promise<TestS3> {
  const { default: S3rver } = await import('s3rver');
  const directory = await mkdtemp(path.join(tmpdir(), 'souqdesk-s3-'));
  const server = new S3rver({ port: 0, address: '127.0.0.1', silent: true, directory, configureBuckets: [{ name: bucket, configs: [] }] });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver's fixed credentials.
  const credentials = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
  return {
    options: { bucket, endpoint, region: 'us-east-1', credentials, forcePathStyle: true, prefix: '' },
    env: { S3_BUCKET: bucket, S3_ENDPOINT: endpoint, S3_REGION: 'us-east-1', S3_ACCESS_KEY_ID: credentials.accessKeyId, S3_SECRET_ACCESS_KEY: credentials.secretAccessKey, S3_FORCE_PATH_STYLE: '1' },
    async close() {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
