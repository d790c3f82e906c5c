import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ImageStorage } from '../providers/image-storage/image-storage';
import { imageStorageFromConfig } from '../providers/image-storage/image-storage-from-config';
import type { ImageLimits } from './process-image';

/** What the image services need: the database, the picture store and the upload limits. */
export interface ImageDeps {
  db: Db;
  storage: ImageStorage;
  limits: ImageLimits;
}

export const imageLimitsFromConfig = (config: Pick<Config, 'IMAGE_MAX_BYTES' | 'IMAGE_MAX_PIXELS'>): ImageLimits => ({
  maxBytes: config.IMAGE_MAX_BYTES,
  maxPixels: config.IMAGE_MAX_PIXELS,
});

/** For scripts (the seed at first start): the configured store and limits. */
export const imageDepsFromConfig = (db: Db, config: Config, storage: ImageStorage = imageStorageFromConfig(config)): ImageDeps => ({
  db,
  storage,
  limits: imageLimitsFromConfig(config),
});
