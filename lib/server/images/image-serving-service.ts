import { isImageStorageKey, type ImageStorage, type StoredImageFile } from '../providers/image-storage/image-storage';

/** A file under /media by its key; null when the key is not one of ours or nothing is stored there. */
export async function readStoredImage(storage: ImageStorage, key: string): Promise<StoredImageFile | null> {
  if (!isImageStorageKey(key)) return null;
  return storage.get(key);
}
