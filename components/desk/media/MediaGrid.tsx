import type { DeskImage } from '@/lib/images/desk-image';
import { IMAGE_WIDTHS, imageVariantUrl } from '@/lib/images/image-variants';
import styles from './MediaLibrary.module.css';

export interface MediaGridProps {
  images: DeskImage[];
  selectedId: number | null;
  onSelect: (image: DeskImage) => void;
}

/** The smallest variant: a tile is at most 10rem wide. */
function thumbnail(image: DeskImage) {
  const width = image.widths[0] ?? IMAGE_WIDTHS[0];
  return { src: imageVariantUrl(image.storageKey, width, 'webp'), width, height: Math.round((image.height * width) / image.width) };
}

/** The library's pictures as buttons: choosing one opens its details. */
export function MediaGrid({ images, selectedId, onSelect }: MediaGridProps) {
  return (
    <ul className={styles.grid}>
      {images.map((image) => {
        const thumb = thumbnail(image);
        const name = image.alt || image.originalName || `Picture ${image.id}`;
        return (
          <li key={image.id}>
            <button type="button" className={styles.tile} aria-pressed={image.id === selectedId} onClick={() => onSelect(image)}>
              {/* The button's name (below) describes the picture, so the thumbnail itself is decorative. */}
              {/* eslint-disable-next-line @next/next/no-img-element -- thumbnails are already-sized variants; next/image would re-encode them */}
              <img src={thumb.src} width={thumb.width} height={thumb.height} alt="" loading="lazy" decoding="async" />
              <span className={styles.tileName}>{name}</span>
              {image.alt ? null : <span className={styles.flag}>Alt text missing</span>}
            </button>
          </li>
        );
      })}
    </ul>
  );
}
