import { useCallback, useEffect, useRef, useState } from 'react';
import { listDeskImages } from '@/lib/api/desk-images';
import type { DeskImage } from '@/lib/images/desk-image';

export type LibraryStatus = { kind: 'loading' } | { kind: 'ready' } | { kind: 'failed'; message: string };

export interface MediaLibraryState {
  images: DeskImage[];
  status: LibraryStatus;
  /** The search the list shows ('' = everything, newest first). */
  query: string;
  hasMore: boolean;
  loadingMore: boolean;
  /** A "Load more" that failed; the list so far stays. */
  moreError: string | null;
  search: (query: string) => void;
  loadMore: () => void;
  /** An upload or a save: the picture goes to the top (new) or is replaced where it is (changed). */
  upsert: (image: DeskImage) => void;
}

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'The media library could not be loaded.');

/** The library's pictures: the first page of a search, then more pages on request. */
export function useMediaLibrary(): MediaLibraryState {
  const [images, setImages] = useState<DeskImage[]>([]);
  const [status, setStatus] = useState<LibraryStatus>({ kind: 'loading' });
  // Each search is a new request, also the same words again (e.g. after a failure).
  const [request, setRequest] = useState({ query: '', serial: 0 });
  const { query } = request;
  const [cursor, setCursor] = useState<string | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const [moreError, setMoreError] = useState<string | null>(null);
  // A newer search wins over an older one still on its way.
  const generation = useRef(0);

  useEffect(() => {
    const mine = ++generation.current;
    const controller = new AbortController();
    listDeskImages({ q: request.query }, controller.signal).then(
      (page) => {
        if (mine !== generation.current) return;
        setImages(page.images);
        setCursor(page.nextCursor);
        setMoreError(null);
        setStatus({ kind: 'ready' });
      },
      (error: unknown) => {
        if (mine === generation.current && !controller.signal.aborted) setStatus({ kind: 'failed', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [request]);

  const loadMore = useCallback(() => {
    if (!cursor || loadingMore) return;
    const mine = generation.current;
    setLoadingMore(true);
    setMoreError(null);
    listDeskImages({ q: query, cursor })
      .then((page) => {
        if (mine !== generation.current) return;
        setImages((shown) => [...shown, ...page.images.filter((image) => !shown.some((other) => other.id === image.id))]);
        setCursor(page.nextCursor);
      })
      .catch((error: unknown) => setMoreError(messageOf(error)))
      .finally(() => setLoadingMore(false));
  }, [cursor, loadingMore, query]);

  const upsert = useCallback((image: DeskImage) => {
    setImages((shown) => (shown.some((other) => other.id === image.id) ? shown.map((other) => (other.id === image.id ? image : other)) : [image, ...shown]));
  }, []);

  const search = useCallback((next: string) => {
    // The loading state is set here rather than in the effect, so the effect only talks to the server.
    setStatus({ kind: 'loading' });
    setRequest((previous) => ({ query: next, serial: previous.serial + 1 }));
  }, []);

  return { images, status, query, hasMore: cursor !== null, loadingMore, moreError, search, loadMore, upsert };
}
