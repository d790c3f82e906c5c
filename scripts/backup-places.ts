import path from 'node:path';
import type { BackupPlaces } from '@/lib/server/backup/backup-archive';
import { ConfigError, getConfig } from '@/lib/server/config';
import { databaseOptionsFromConfig } from '@/lib/server/db/client';

/** What `npm run backup` and `npm run restore` work on, from the site's own settings. */
export function backupPlacesFromConfig(): BackupPlaces {
  const config = getConfig();
  const { databaseUrl, pgliteDir } = databaseOptionsFromConfig();
  if (!databaseUrl && pgliteDir.startsWith('memory://')) throw new ConfigError('PGLITE_DIR: is memory://, a database that is gone when its process ends: nothing to back up or restore');
  return { dataDir: config.DATA_DIR, pgliteDir: databaseUrl ? undefined : pgliteDir, localImages: config.IMAGE_STORAGE === 'local' };
}

export const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** "64 stories, 3 members, …" */
export const describeFacts = (facts: { stories: number; members: number; transactions: number; pictures: number }) =>
  `${facts.stories} stories, ${facts.members} members, ${facts.transactions} transactions, ${facts.pictures} pictures`;

export const relative = (file: string) => path.relative(process.cwd(), path.resolve(file)) || file;
