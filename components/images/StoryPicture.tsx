import { imageSrcSet, imageUrlNear, type ShownImage } from '@/lib/images/image-variants';
import styles from './StoryPicture.module.css';

export interface StoryPictureProps {
  image: ShownImage;
  /** How wide the picture is drawn at each breakpoint (the `sizes` attribute), so the browser fetches the right width. */
  sizes: string;
  /** The page's largest picture above the fold (its LCP): fetched at once instead of lazily. */
  priority?: boolean;
  /** Overrides the image's alt text; `''` marks a decorative copy whose headline says the same (decision 167). */
  alt?: string;
  className?: string;
}

/** A media-library picture in AVIF, WebP and JPEG at every width it has; width and height reserve its box so nothing shifts. */
export function StoryPicture({ image, sizes, priority = false, alt, className }: StoryPictureProps) {
  return (
    <picture className={className}>
      <source type="image/avif" srcSet={imageSrcSet(image, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, 'webp')} sizes={sizes} />
      <img
        className={styles.img}
        src={imageUrlNear(image, 960, 'jpeg')}
        srcSet={imageSrcSet(image, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
        style={{ aspectRatio: `${image.width} / ${image.height}` }}
      />
    </picture>
  );
}
