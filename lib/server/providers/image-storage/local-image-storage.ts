import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { assertImageStorageKey, contentTypeOfKey, type ImageStorage } from './image-storage';

/** Files under `root` (DATA_DIR/images by default), one folder per picture. */
export function createLocalImageStorage(root: string): ImageStorage {
  // Data, not code: the ignores keep the build from shipping this folder's sources as if they were pictures.
  const base = path.resolve(/*turbopackIgnore: true*/ root);
  const fileOf = (key: string) => {
    assertImageStorageKey(key);
    const file = path.resolve(/*turbopackIgnore: true*/ base, key);
    // The key pattern already forbids `..`; this is the second lock on the same door.
    if (!file.startsWith(base + path.sep)) throw new Error(`Image key escapes the store: ${key}`);
    return file;
  };
  const statOf = async (key: string) => {
    try {
      const info = await stat(fileOf(key));
      return info.isFile() ? info : null;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw error;
    }
  };

  return {
    async put(key, bytes) {
      const file = fileOf(key);
      await mkdir(path.dirname(file), { recursive: true });
      // Written aside then renamed: a reader never sees half a file, even if we crash mid-write.
      const partial = `${file}.${process.pid}.${Date.now()}.part`;
      await writeFile(partial, bytes);
      await rename(partial, file);
    },
    async get(key) {
      const info = await statOf(key);
      if (!info) return null;
      return { body: createReadStream(fileOf(key)), contentType: contentTypeOfKey(key), bytes: info.size, modifiedAt: info.mtime };
    },
    async has(key) {
      return (await statOf(key)) !== null;
    },
  };
}
