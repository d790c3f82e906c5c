import { site } from '@/lib/site';
import styles from './SupportStory.module.css';

const formatCount = new Intl.NumberFormat('en-NZ');

/**
 * Why a reader would give, beside the donate form and on the members page: what the money pays
 * for and, when the newsroom shows it, how many already give (issue [17]).
 */
export function SupportStory({ supporters }: { supporters: number | null }) {
  return (
    <aside className={styles.story} aria-labelledby="support-story-heading">
      {/* The page's largest picture (its LCP on the donate page), so it is fetched ahead of the scripts. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a small SVG illustration needs no image optimisation */}
      <img src="/images/support.svg" alt="" width={640} height={320} className={styles.picture} fetchPriority="high" />
      <h2 id="support-story-heading">What your support pays for</h2>
      <p>
        {site.name} is free for everyone to read, with no paywall. It is paid for by the readers who can give, so the
        ones who cannot still know what is happening where they live.
      </p>
      <ul className={styles.list}>
        <li>
          <strong>$10 a month</strong> keeps a reporter at council and court hearings that would otherwise go unreported.
        </li>
        <li>
          <strong>$25 once</strong> pays for a day of a story told in te reo Māori as well as English.
        </li>
        <li>
          <strong>$100 a year</strong> helps send a reporter to the regions, not just the cities.
        </li>
      </ul>
      {supporters ? (
        <p className={styles.count}>
          Join <strong>{formatCount.format(supporters)}</strong> {supporters === 1 ? 'reader who gives' : 'readers who give'} monthly or yearly.
        </p>
      ) : null}
    </aside>
  );
}
