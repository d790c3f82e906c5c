import { StoryPicture } from '@/components/images/StoryPicture';
import type { ShownImage } from '@/lib/images/image-variants';
import styles from './AuthorPhoto.module.css';

/**
 * An author's photo beside their name, 6rem wide and round (the CSS module); `sizes` lets a sharp
 * screen take a wider variant. The name beside it says who it is, so an empty alt text is right
 * when the library has none. The same picture component as the stories', so the author page's
 * first load carries it once.
 */
export function AuthorPhoto({ photo }: { photo: ShownImage }) {
  return <StoryPicture image={photo} sizes="6rem" priority className={styles.photo} />;
}
