import Link from 'next/link';
import type { TvShowCard } from '@/lib/schemas/watchlist';
import { ShowImage } from './ShowImage';
import styles from './Tv.module.css';

/** A show in the /tv list: image, title, genre and year, where to watch. */
export function ShowCard({ show }: { show: TvShowCard }) {
  return (
    <article className={styles.card}>
      <ShowImage show={show} width={320} />
      <h2 className={styles.cardTitle}>
        <Link href={`/tv/${show.slug}`}>{show.title}</Link>
      </h2>
      <p className={styles.meta}>
        {show.genre} · {show.year} · {show.whereToWatch}
      </p>
    </article>
  );
}
