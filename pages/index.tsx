import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { Fragment } from 'react';
import { AdPlace } from '@/components/ads/AdPlace';
import { ArticleCard } from '@/components/article/ArticleCard';
import { HomeSection } from '@/components/home/HomeSection';
import { PodcastShelf, QuizShelf, ShowShelf } from '@/components/home/HomeShelves';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import type { HomeContent } from '@/lib/server/content/cached-content';
import { site } from '@/lib/site';
import styles from '@/styles/Home.module.css';

type Props = HomeContent;

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  return publicPageProps({ req, res }, await appServices().content.cachedHomeContent());
};

export default function Home({ lead, latest, collections, sections, podcasts, quizzes, shows }: Props) {
  return (
    <>
      <Head>
        <title>{`${site.name}: ${site.tagline}`}</title>
      </Head>
      {/* The lead headline is what a reader sees first; the h1 is for screen readers and outlines. */}
      <h1 className="visually-hidden">Latest news</h1>
      {lead ? (
        <>
          <div className={styles.lead}>
            <ArticleCard article={lead} lead priority />
          </div>
          {latest.length > 0 && <HomeSection id="home-latest" title="Latest" stories={latest} layout="grid" />}
          <AdPlace unit="home" />
          {collections.map((collection) => (
            <HomeSection key={collection.slug} id={`home-collection-${collection.slug}`} title={collection.title} href={`/${collection.slug}`} stories={collection.stories} />
          ))}
          <PodcastShelf series={podcasts} />
          {sections.map((section, i) => (
            <Fragment key={section.slug}>
              <HomeSection id={`home-${section.slug}`} title={section.name} href={`/${section.slug}`} stories={section.stories} />
              {/* Between the sections, so the page alternates stories with things to do. */}
              {i === 1 && <QuizShelf quizzes={quizzes} />}
              {i === 3 && <ShowShelf shows={shows} />}
            </Fragment>
          ))}
          {sections.length < 2 && <QuizShelf quizzes={quizzes} />}
          {sections.length < 4 && <ShowShelf shows={shows} />}
          <AdPlace unit="home" />
        </>
      ) : (
        <p>No stories yet. Check back soon.</p>
      )}
    </>
  );
}
