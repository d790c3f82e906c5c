import type { ShownImage } from './image-variants';

/** A media-library picture as the desk sees it (GET /api/desk/images and friends). */
export interface DeskImage extends ShownImage {
  id: number;
  originalName: string;
  format: string;
  bytes: number;
  createdAt: string;
}
