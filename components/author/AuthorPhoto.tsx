import { imageSrcSet, imageUrlNear, type ShownImage } from '@/lib/images/image-variants';
import styles from './AuthorPhoto.module.css';

/** Shown 96 CSS pixels wide; the srcset lets a sharp screen take a wider variant. */
const SHOWN_WIDTH = 96;

/**
 * An author's photo beside their name: AVIF, then WebP, then JPEG, with its width and height set
 * so the page does not move when it loads. The name beside it says who it is, so an empty alt
 * text is right when the library has none.
 */
export function AuthorPhoto({ photo }: { photo: ShownImage }) {
  const sizes = `${SHOWN_WIDTH}px`;
  const height = Math.round((SHOWN_WIDTH * photo.height) / photo.width);
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(photo, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(photo, 'webp')} sizes={sizes} />
      <img className={styles.photo} src={imageUrlNear(photo, SHOWN_WIDTH * 2)} srcSet={imageSrcSet(photo, 'jpeg')} sizes={sizes} width={SHOWN_WIDTH} height={height} alt={photo.alt} />
    </picture>
  );
}
