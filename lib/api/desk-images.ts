import type { DeskImage } from '@/lib/images/desk-image';
import { deskCall } from './desk-client';

/** One page of the media library, newest first (GET /api/desk/images). */
export interface DeskImagePage {
  images: DeskImage[];
  /** Pass back for the next page; null on the last. */
  nextCursor: string | null;
}

export type DeskImageDetails = Partial<Pick<DeskImage, 'alt' | 'caption' | 'credit'>>;

export const listDeskImages = (query: { q?: string; cursor?: string | null }, signal?: AbortSignal) =>
  deskCall<DeskImagePage>('GET', '/images', { params: { q: query.q || undefined, cursor: query.cursor ?? undefined }, signal });

/** The file's bytes as the body; its name (URI-encoded: headers are ASCII) in X-File-Name. */
export const uploadDeskImage = (file: File, onUploadProgress: (fraction: number) => void, signal?: AbortSignal) =>
  deskCall<DeskImage>('POST', '/images', { body: file, headers: { 'X-File-Name': encodeURIComponent(file.name) }, onUploadProgress, signal });

export const updateDeskImage = (id: number, details: DeskImageDetails) => deskCall<DeskImage>('PATCH', `/images/${id}`, { body: details });
