import type { AppProps } from 'next/app';
import Head from 'next/head';
import { useRouter } from 'next/router';
import { PageViewTracker } from '@/components/analytics/PageViewTracker';
import { ErrorBoundary } from '@/components/error/ErrorBoundary';
import { PageProgress } from '@/components/layout/PageProgress';
import { SiteLayout } from '@/components/layout/SiteLayout';
import { PodcastPlayerSlot } from '@/components/podcast/PodcastPlayerSlot';
import { ReadingHistoryQuestionSlot } from '@/components/reading-history/ReadingHistoryQuestionSlot';
import { SessionTracker } from '@/components/session/SessionTracker';
import { AnalyticsProvider } from '@/context/AnalyticsProvider';
import { AuthProvider } from '@/context/AuthProvider';
import { BookmarksProvider } from '@/context/BookmarksProvider';
import { PodcastPlayerProvider } from '@/context/PodcastPlayerProvider';
import { usePageLinks } from '@/hooks/usePageLinks';
import { site } from '@/lib/site';
import 'nprogress/nprogress.css';
import '@/styles/globals.css';

export default function App({ Component, pageProps }: AppProps) {
  const router = useRouter();
  usePageLinks();
  return (
    <AuthProvider>
      <AnalyticsProvider>
        <BookmarksProvider>
          <PodcastPlayerProvider>
            <Head>
              <title>{`${site.name}: ${site.tagline}`}</title>
              <meta name="viewport" content="width=device-width, initial-scale=1" />
              <meta name="description" content={site.tagline} />
            </Head>
            <PageProgress />
            <SessionTracker />
            <PageViewTracker />
            <SiteLayout>
              <ReadingHistoryQuestionSlot />
              <ErrorBoundary resetKey={router.asPath}>
                <Component {...pageProps} />
              </ErrorBoundary>
            </SiteLayout>
            {/* Once, outside the pages, so playback survives client-side navigation. */}
            <PodcastPlayerSlot />
          </PodcastPlayerProvider>
        </BookmarksProvider>
      </AnalyticsProvider>
    </AuthProvider>
  );
}
