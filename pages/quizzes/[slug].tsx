import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import Link from 'next/link';
import { QuizPlayer } from '@/components/quiz/QuizPlayer';
import type { Quiz } from '@/lib/quizzes/quiz-types';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { pageParam } from '@/lib/server/http/page-param';
import { site } from '@/lib/site';
import styles from '@/styles/Listing.module.css';

interface Props {
  quiz: Quiz;
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ params, req, res }) => {
  const slug = pageParam(params, 'slug');
  if (slug === null) return { notFound: true };
  const quiz = await appServices().content.findQuiz(slug);
  if (!quiz) return { notFound: true };
  return publicPageProps({ req, res }, { quiz });
};

export default function QuizPage({ quiz }: Props) {
  return (
    <>
      <Head>
        <title>{`${quiz.title} | ${site.name}`}</title>
        <meta name="description" content={quiz.description} />
      </Head>
      <header className={styles.header}>
        <p>
          <Link href="/quizzes">Quizzes</Link>
        </p>
        <h1>{quiz.title}</h1>
        <p className={styles.description}>{quiz.description}</p>
      </header>
      {/* A new quiz starts afresh on client-side navigation between quizzes. */}
      <QuizPlayer key={quiz.slug} quiz={quiz} location="quiz_page" />
    </>
  );
}
