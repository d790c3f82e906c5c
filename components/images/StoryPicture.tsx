import { imageSrcSet, imageUrlNear, type ShownImage } from '@/lib/images/image-variants';

export interface StoryPictureProps {
  image: ShownImage;
  /** How wide the picture is drawn at each breakpoint (the `sizes` attribute), so the browser fetches the right width. */
  sizes: string;
  /** The page's largest picture above the fold (its LCP): fetched at once, with high priority, instead of lazily. */
  priority?: boolean;
  /** Overrides the image's alt text; `''` marks a decorative copy whose headline says the same (decision 167). */
  alt?: string;
  /** On the <picture>; its img is styled by the global `.story-picture img` rule unless the class says otherwise. */
  className?: string;
}

/**
 * A media-library picture in AVIF, WebP and JPEG at every width it has. Its img's width and height
 * attributes give the browser the ratio before the file arrives (with `height: auto`, the global
 * `.story-picture img` rule), so nothing shifts. Kept this small on purpose: it is in the first
 * load of the home, article, section, author and search pages (decision 186).
 */
export function StoryPicture({ image, sizes, priority = false, alt, className }: StoryPictureProps) {
  return (
    <picture className={className ? `story-picture ${className}` : 'story-picture'}>
      {(['avif', 'webp'] as const).map((format) => (
        <source key={format} type={`image/${format}`} srcSet={imageSrcSet(image, format)} sizes={sizes} />
      ))}
      <img
        src={imageUrlNear(image, 960)}
        srcSet={imageSrcSet(image, 'jpeg')}
        sizes={sizes}
        width={image.width}
        height={image.height}
        alt={alt ?? image.alt}
        loading={priority ? 'eager' : 'lazy'}
        decoding="async"
        fetchPriority={priority ? 'high' : undefined}
      />
    </picture>
  );
}
