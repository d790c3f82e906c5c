import path from 'node:path';
import type { Config } from '../../config';
import type { ImageStorage } from './image-storage';
import { createLocalImageStorage } from './local-image-storage';
import { createS3ImageStorage } from './s3-image-storage';

/** Where pictures are kept on local disk: DATA_DIR/images. */
// Data, not code: without the ignore the build would ship every folder named images (sources included) with the server.
export const localImageDir = (config: Pick<Config, 'DATA_DIR'>) => path.join(/*turbopackIgnore: true*/ config.DATA_DIR, 'images');

type StorageConfig = Pick<
  Config,
  'DATA_DIR' | 'IMAGE_STORAGE' | 'S3_BUCKET' | 'S3_REGION' | 'S3_ENDPOINT' | 'S3_ACCESS_KEY_ID' | 'S3_SECRET_ACCESS_KEY' | 'S3_FORCE_PATH_STYLE'
>;

/** The configured picture store: an S3-compatible bucket with IMAGE_STORAGE=s3, else DATA_DIR/images. */
export function imageStorageFromConfig(config: StorageConfig): ImageStorage {
  if (config.IMAGE_STORAGE !== 's3') return createLocalImageStorage(localImageDir(config));
  if (!config.S3_BUCKET) throw new Error('S3_BUCKET is required with IMAGE_STORAGE=s3'); // parseConfig says so first
  return createS3ImageStorage({
    bucket: config.S3_BUCKET,
    region: config.S3_REGION,
    endpoint: config.S3_ENDPOINT,
    accessKeyId: config.S3_ACCESS_KEY_ID,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    forcePathStyle: config.S3_FORCE_PATH_STYLE,
  });
}
