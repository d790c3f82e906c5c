import { useState } from 'react';
import { imageUrlNear, type ShownImage } from '@/lib/images/image-variants';
import { ImagePicker } from '../media/ImagePicker';
import styles from './SiteContentForm.module.css';

interface PhotoFieldProps {
  id: string;
  label: string;
  photo: ShownImage | null;
  onChange: (picked: { id: number; image: ShownImage } | null) => void;
  error?: string;
  /** What the picture should be, said under the legend (e.g. a podcast's square artwork). */
  hint?: string;
}

/** A picture from the media library (the ImagePicker), with a preview and a way to take it away. */
export function PhotoField({ id, label, photo, onChange, error, hint }: PhotoFieldProps) {
  const [picking, setPicking] = useState(false);
  const describedBy = [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ');
  return (
    <fieldset className={styles.field} id={id} aria-describedby={describedBy || undefined}>
      <legend className={styles.legend}>{label}</legend>
      {hint ? (
        <p id={`${id}-hint`} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {photo ? (
        // eslint-disable-next-line @next/next/no-img-element -- a preview of our own pipeline's variant
        <img src={imageUrlNear(photo, 160)} alt={photo.alt || 'The chosen picture'} width={96} height={Math.round((96 * photo.height) / photo.width)} />
      ) : (
        <p className={styles.hint}>No picture chosen.</p>
      )}
      <div className={styles.saveBar}>
        <button type="button" className={styles.button} onClick={() => setPicking(true)}>
          {photo ? 'Choose another picture' : 'Choose a picture'}
        </button>
        {photo ? (
          <button type="button" className={styles.button} onClick={() => onChange(null)}>
            Remove the picture
          </button>
        ) : null}
      </div>
      {error ? (
        <p id={`${id}-error`} className={styles.error}>
          {label} {error}
        </p>
      ) : null}
      <ImagePicker
        open={picking}
        onClose={() => setPicking(false)}
        onPick={(image) => {
          setPicking(false);
          onChange({ id: image.id, image });
        }}
      />
    </fieldset>
  );
}
