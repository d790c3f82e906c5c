import { type ComponentType, useEffect, useState } from 'react';
import { usePodcastPlayer } from '@/hooks/usePodcastPlayer';
import styles from './PodcastPlayerBar.module.css';

/** Fetches the player bar's chunk; also called ahead of a click (hover, focus) to warm it. */
export const loadPodcastPlayerBar = () => import('./PodcastPlayerBar').then((module) => module.PodcastPlayerBar);

type Bar = { Component: ComponentType } | { failed: true };

/**
 * Where _app keeps the player bar: nothing until a play starts (SPEC §2), then the bar. The bar,
 * its audio player and its styles are a chunk of their own, fetched when the first play starts: a
 * reader who never plays a podcast downloads none of it (the article page's budget). A plain
 * import() rather than next/dynamic, whose loader would itself be in every page's first load.
 */
export function PodcastPlayerSlot() {
  const { episode } = usePodcastPlayer();
  const [bar, setBar] = useState<Bar | null>(null);
  const wanted = Boolean(episode);
  useEffect(() => {
    if (!wanted || bar) return;
    let current = true;
    loadPodcastPlayerBar()
      .then((Component) => current && setBar({ Component }))
      .catch(() => current && setBar({ failed: true }));
    return () => {
      current = false;
    };
  }, [wanted, bar]);
  if (!episode) return null;
  if (bar && 'Component' in bar) return <bar.Component />;
  return (
    <section className={styles.bar} aria-label="Podcast player">
      <p className={styles.status} role={bar ? 'alert' : 'status'}>
        {bar ? 'The player could not load. Reload the page to listen.' : 'Loading...'}
      </p>
    </section>
  );
}
