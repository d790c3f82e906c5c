import type { ShownImage } from '@/lib/images/image-variants';
import { StoryPicture } from './StoryPicture';
import styles from './FeaturePicture.module.css';

export interface FeaturePictureProps {
  image: ShownImage;
  /** The page's own story: its picture is the LCP, so it is fetched at once. */
  priority?: boolean;
}

// The article column is at most 42rem wide.
const ARTICLE_SIZES = '(min-width: 44rem) 42rem, 100vw';

/** A story's picture above its body, with the caption and the credit under it when the desk wrote them. */
export function FeaturePicture({ image, priority = false }: FeaturePictureProps) {
  const hasCaption = image.caption !== '' || image.credit !== '';
  return (
    <figure className={styles.figure}>
      <StoryPicture image={image} sizes={ARTICLE_SIZES} priority={priority} />
      {hasCaption ? (
        <figcaption className={styles.caption}>
          {image.caption}
          {image.credit ? <span className={styles.credit}>{image.credit}</span> : null}
        </figcaption>
      ) : null}
    </figure>
  );
}
