import { type FormEvent, useCallback, useRef, useState } from 'react';
import type { DeskImage } from '@/lib/images/desk-image';
import { ImageDetailsForm } from './ImageDetailsForm';
import { MediaGrid } from './MediaGrid';
import { UploadDropZone } from './UploadDropZone';
import { UploadList } from './UploadList';
import { useMediaLibrary } from './useMediaLibrary';
import { useUploads } from './useUploads';
import styles from './MediaLibrary.module.css';

export interface MediaLibraryProps {
  /** In the image picker: the details panel gets "Use this picture". */
  onPick?: (image: DeskImage) => void;
}

/** Search, upload, browse and describe the media library's pictures: the media page and the image picker. */
export function MediaLibrary({ onPick }: MediaLibraryProps) {
  const library = useMediaLibrary();
  const [selected, setSelected] = useState<DeskImage | null>(null);
  const [draftQuery, setDraftQuery] = useState('');
  const { upsert } = library;
  const panel = useRef<HTMLElement>(null);

  // On a narrow screen the details panel is under the grid: bring it into view when a tile is chosen.
  const select = (image: DeskImage) => {
    setSelected(image);
    if (window.matchMedia?.('(max-width: 63.99rem)').matches) requestAnimationFrame(() => panel.current?.scrollIntoView?.({ block: 'start' }));
  };

  const onUploaded = useCallback(
    (image: DeskImage) => {
      upsert(image);
      // The newest upload opens in the details panel, so its alt text gets written straight away.
      setSelected(image);
    },
    [upsert],
  );
  const uploads = useUploads(onUploaded);

  const onSaved = (image: DeskImage) => {
    upsert(image);
    setSelected(image);
  };

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    library.search(draftQuery.trim());
  };

  return (
    <div className={styles.library}>
      <div className={styles.browse}>
        <form role="search" className={styles.search} onSubmit={onSearch}>
          <label htmlFor="media-search">Search pictures</label>
          <input id="media-search" type="search" value={draftQuery} onChange={(event) => setDraftQuery(event.target.value)} placeholder="Alt text, caption, credit or file name" />
          <button type="submit">Search</button>
        </form>
        <UploadDropZone onFiles={uploads.add} />
        <UploadList uploads={uploads.uploads} onRetry={uploads.retry} onDismiss={uploads.dismiss} />
        <LibraryList library={library} selectedId={selected?.id ?? null} onSelect={select} />
      </div>
      <aside ref={panel} className={styles.panel} aria-label="Picture details">
        {selected ? (
          <ImageDetailsForm key={selected.id} image={selected} onSaved={onSaved} onPick={onPick} />
        ) : (
          <p className={styles.hint}>Choose a picture to see and edit its alt text, caption and credit.</p>
        )}
      </aside>
    </div>
  );
}

function LibraryList({ library, selectedId, onSelect }: { library: ReturnType<typeof useMediaLibrary>; selectedId: number | null; onSelect: (image: DeskImage) => void }) {
  const { status, images } = library;
  if (status.kind === 'loading') return <p role="status">Loading pictures…</p>;
  if (status.kind === 'failed') {
    return (
      <p role="alert" className={styles.error}>
        {status.message}
      </p>
    );
  }
  if (!images.length) return <p>{library.query ? `No pictures match “${library.query}”.` : 'No pictures yet. Upload the first above.'}</p>;
  return (
    <>
      <MediaGrid images={images} selectedId={selectedId} onSelect={onSelect} />
      {library.moreError ? (
        <p role="alert" className={styles.error}>
          {library.moreError}
        </p>
      ) : null}
      {library.hasMore ? (
        <button type="button" className={styles.more} onClick={library.loadMore} disabled={library.loadingMore}>
          {library.loadingMore ? 'Loading…' : 'Load more'}
        </button>
      ) : null}
    </>
  );
}
