import { useEffect, useId } from 'react';
import { adUnitPrefix, type GptSlot, withGoogleTag } from '@/lib/ads/gpt';
import styles from './AdSlot.module.css';

/**
 * A lazily loaded display ad. Without a configured ad unit it renders nothing and loads nothing;
 * with one it keeps the height of its tallest size, so the page does not move when the ad arrives.
 */
export function AdSlot({ unit, sizes, prefix = adUnitPrefix }: { unit: string; sizes: [number, number][]; prefix?: string | null }) {
  const id = `ad-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const sizesKey = JSON.stringify(sizes);
  useEffect(() => {
    if (!prefix) return;
    let slot: GptSlot | null = null;
    withGoogleTag((googletag) => {
      slot = googletag.defineSlot(`${prefix}/${unit}`, JSON.parse(sizesKey) as [number, number][], id);
      if (!slot) return;
      slot.addService(googletag.pubads());
      googletag.display(id);
    });
    return () => withGoogleTag((googletag) => slot && googletag.destroySlots([slot]));
  }, [prefix, unit, sizesKey, id]);
  if (!prefix) return null;
  const height = Math.max(...sizes.map(([, h]) => h));
  return (
    <aside className={styles.slot} aria-label="Advertisement">
      <div id={id} style={{ minHeight: height }} />
    </aside>
  );
}
