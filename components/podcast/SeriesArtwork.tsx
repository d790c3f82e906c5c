import { StoryPicture } from '@/components/images/StoryPicture';
import type { ShownImage } from '@/lib/images/image-variants';
import styles from './Podcasts.module.css';

interface SeriesArtworkProps {
  artwork: ShownImage;
  /** How wide the CSS draws it (`sizes`), so a sharp screen takes a wider variant and a phone no more than it needs. */
  sizes: string;
  /** The box's width class from Podcasts.module.css, when the picture is not in a link that has it. */
  className?: string;
  /** `''` where a link or heading beside it already names the series (decision 167); else the picture's own alt text. */
  alt?: string;
  priority?: boolean;
}

/**
 * A podcast series' artwork (decision 313), drawn square from the middle of the picture whatever
 * its shape: the CSS's aspect ratio sets the box before the file arrives, so nothing shifts.
 */
export function SeriesArtwork({ artwork, sizes, className, alt, priority = false }: SeriesArtworkProps) {
  return <StoryPicture image={artwork} sizes={sizes} alt={alt} priority={priority} className={className ? `${styles.artwork} ${className}` : styles.artwork} />;
}
