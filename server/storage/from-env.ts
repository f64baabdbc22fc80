import path from 'node:path';
import { S3Storage, type S3Options } from './s3';
import { LocalStorage, type Storage } from './storage';

/**
 * The bucket's settings when S3_BUCKET is set: S3_ENDPOINT (an S3-compatible server; absent for AWS),
 * S3_REGION (us-east-1), S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY (absent: the AWS SDK's own chain),
 * S3_FORCE_PATH_STYLE (1 for most self-hosted servers; on by default when S3_ENDPOINT is set) and
 * S3_PREFIX (a folder inside the bucket).
 */
export function s3OptionsFromEnv(env: NodeJS.ProcessEnv = process.env): S3Options | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  const pathStyle = env.S3_FORCE_PATH_STYLE;
  return {
    bucket,
    endpoint,
    region: env.S3_REGION?.trim() || 'us-east-1',
    credentials: env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
    forcePathStyle: pathStyle === '1' || pathStyle === 'true' ? true : pathStyle === '0' || pathStyle === 'false' ? false : Boolean(endpoint),
    prefix: env.S3_PREFIX?.trim().replace(/^\/+|\/+$/g, '') ?? '',
  };
}

/** S3 when S3_BUCKET is set; otherwise the local folder DATA_DIR/uploads (the default). */
export function storageFromEnv(dataDir: string, env: NodeJS.ProcessEnv = process.env): Storage {
  const s3 = s3OptionsFromEnv(env);
  return s3 ? new S3Storage(s3) : new LocalStorage(path.join(dataDir, 'uploads'));
}
