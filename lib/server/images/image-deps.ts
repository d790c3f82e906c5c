import type { Db } from '../db/client';
import type { ImageStorage } from '../providers/image-storage/image-storage';
import type { ImageLimits } from './process-image';

/** What the image services need: the database, the picture store and the upload limits. */
export interface ImageDeps {
  db: Db;
  storage: ImageStorage;
  limits: ImageLimits;
}
