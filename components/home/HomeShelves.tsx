import { PageLink } from '@/components/navigation/PageLink';
import type { ReactNode } from 'react';
import { StoryPicture } from '@/components/images/StoryPicture';
import { ShowImage } from '@/components/tv/ShowImage';
import { seriesPath } from '@/lib/podcasts/player-episode';
import type { PodcastSeriesCard } from '@/lib/podcasts/podcast-types';
import { type QuizCard, quizPath } from '@/lib/quizzes/quiz-types';
import type { TvShowCard } from '@/lib/schemas/watchlist';
import sectionStyles from './HomeSection.module.css';
import styles from './HomeShelves.module.css';

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** A row of the home page for what is not a story; its heading goes to the kind's own page. */
function Shelf({ id, title, href, className, children }: { id: string; title: string; href: string; className?: string; children: ReactNode }) {
  return (
    <section className={className ? `${sectionStyles.section} ${className}` : sectionStyles.section} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={sectionStyles.heading}>
        <PageLink href={href}>{title}</PageLink>
      </h2>
      <ul className={styles.shelf}>{children}</ul>
    </section>
  );
}

/** The series with the newest episodes, by their artwork (decision 313). */
export function PodcastShelf({ series }: { series: PodcastSeriesCard[] }) {
  if (series.length === 0) return null;
  // Where some tiles have a picture, the others get an empty box of its shape, so the titles line up.
  const withPictures = series.some((s) => s.artwork);
  return (
    <Shelf id="home-podcasts" title="Podcasts" href="/podcasts" className={styles.listen}>
      {series.map((s) => (
        <li key={s.slug} className={styles.tile}>
          {/* The title's link names the series, so the artwork is decoration (decision 167). */}
          {s.artwork ? (
            // Drawn square as SeriesArtwork draws it, without the podcast pages' styles on the home page's bill.
            <StoryPicture image={s.artwork} alt="" sizes="(min-width: 48rem) 14rem, 45vw" className={styles.square} />
          ) : (
            withPictures && <span className={`${styles.noPicture} ${styles.square}`} />
          )}
          <h3 className={styles.title}>
            <PageLink href={seriesPath(s.slug)}>{s.title}</PageLink>
          </h3>
          <p className={styles.meta}>{count(s.episodeCount, 'episode', 'episodes')}</p>
        </li>
      ))}
    </Shelf>
  );
}

export function QuizShelf({ quizzes }: { quizzes: QuizCard[] }) {
  if (quizzes.length === 0) return null;
  return (
    <Shelf id="home-quizzes" title="Quizzes" href="/quizzes">
      {quizzes.map((quiz) => (
        <li key={quiz.slug} className={`${styles.tile} ${styles.quiz}`}>
          <h3 className={styles.title}>
            <PageLink href={quizPath(quiz.slug)}>{quiz.title}</PageLink>
          </h3>
          <p className={styles.meta}>{count(quiz.questionCount, 'question', 'questions')}</p>
        </li>
      ))}
    </Shelf>
  );
}

export function ShowShelf({ shows }: { shows: TvShowCard[] }) {
  if (shows.length === 0) return null;
  const withPictures = shows.some((show) => show.imageUrl);
  return (
    <Shelf id="home-tv" title="TV" href="/tv">
      {shows.map((show) => (
        <li key={show.slug} className={styles.tile}>
          {show.imageUrl ? <ShowImage show={show} width={320} /> : withPictures && <span className={styles.noPicture} />}
          <h3 className={styles.title}>
            <PageLink href={`/tv/${show.slug}`}>{show.title}</PageLink>
          </h3>
          <p className={styles.meta}>
            {show.genre} · {show.year} · {show.whereToWatch}
          </p>
        </li>
      ))}
    </Shelf>
  );
}
