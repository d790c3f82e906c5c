import { type FormEvent, useId, useState } from 'react';
import { updateDeskImage } from '@/lib/api/desk-images';
import type { DeskImage } from '@/lib/images/desk-image';
import { imageVariantUrl } from '@/lib/images/image-variants';
import styles from './MediaLibrary.module.css';

export interface ImageDetailsFormProps {
  /** The form starts from this picture; give it `key={image.id}` so another picture starts afresh. */
  image: DeskImage;
  onSaved: (image: DeskImage) => void;
  /** In the image picker: "Use this picture" (saves unsaved changes first). */
  onPick?: (image: DeskImage) => void;
}

type SaveState = { kind: 'idle' } | { kind: 'saving' } | { kind: 'saved' } | { kind: 'failed'; message: string };

const statusText = (state: SaveState) => (state.kind === 'saving' ? 'Saving…' : state.kind === 'saved' ? 'Saved.' : '');

/** Alt text (required before a story using the picture is published), caption and credit of one picture. */
export function ImageDetailsForm({ image, onSaved, onPick }: ImageDetailsFormProps) {
  const [alt, setAlt] = useState(image.alt);
  const [caption, setCaption] = useState(image.caption);
  const [credit, setCredit] = useState(image.credit);
  const [save, setSave] = useState<SaveState>({ kind: 'idle' });
  const id = useId();
  const dirty = alt !== image.alt || caption !== image.caption || credit !== image.credit;
  const preview = image.widths.find((width) => width >= 640) ?? image.widths.at(-1) ?? image.width;

  async function saveDetails(): Promise<DeskImage | null> {
    setSave({ kind: 'saving' });
    try {
      const saved = await updateDeskImage(image.id, { alt: alt.trim(), caption: caption.trim(), credit: credit.trim() });
      setSave({ kind: 'saved' });
      onSaved(saved);
      return saved;
    } catch (error) {
      setSave({ kind: 'failed', message: error instanceof Error && error.message ? error.message : 'The details could not be saved.' });
      return null;
    }
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void saveDetails();
  };

  const pick = async () => {
    const chosen = dirty ? await saveDetails() : image;
    if (chosen) onPick?.(chosen);
  };

  return (
    <form className={styles.details} onSubmit={onSubmit} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={styles.detailsHeading}>
        {image.originalName || `Picture ${image.id}`}
      </h2>
      {/* eslint-disable-next-line @next/next/no-img-element -- the desk previews a fixed variant; next/image would re-encode pictures that are already sized */}
      <img
        className={styles.preview}
        src={imageVariantUrl(image.storageKey, preview, 'webp')}
        width={preview}
        height={Math.round((image.height * preview) / image.width)}
        alt={image.alt}
      />
      <p className={styles.hint}>
        {image.width} × {image.height} px · {Math.max(1, Math.round(image.bytes / 1024))} KB
      </p>
      <label htmlFor={`${id}-alt`}>Alt text</label>
      {image.alt ? null : (
        <p id={`${id}-alt-missing`} className={styles.flag}>
          Alt text missing: required before a story with this picture is published.
        </p>
      )}
      <textarea
        id={`${id}-alt`}
        rows={2}
        value={alt}
        onChange={(event) => setAlt(event.target.value)}
        aria-describedby={image.alt ? undefined : `${id}-alt-missing`}
      />
      <label htmlFor={`${id}-caption`}>Caption</label>
      <textarea id={`${id}-caption`} rows={2} value={caption} onChange={(event) => setCaption(event.target.value)} />
      <label htmlFor={`${id}-credit`}>Credit</label>
      <input id={`${id}-credit`} value={credit} onChange={(event) => setCredit(event.target.value)} />
      <div className={styles.formActions}>
        <button type="submit" disabled={save.kind === 'saving'}>
          Save
        </button>
        {onPick ? (
          <button type="button" className={styles.primary} disabled={save.kind === 'saving'} onClick={() => void pick()}>
            Use this picture
          </button>
        ) : null}
      </div>
      <p role="status" aria-live="polite" className={styles.hint}>
        {statusText(save)}
      </p>
      {save.kind === 'failed' ? (
        <p role="alert" className={styles.error}>
          {save.message}
        </p>
      ) : null}
    </form>
  );
}
