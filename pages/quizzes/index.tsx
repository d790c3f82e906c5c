import type { GetServerSideProps } from 'next';
import Head from 'next/head';
import { QuizList } from '@/components/quiz/QuizList';
import type { QuizCard } from '@/lib/quizzes/quiz-types';
import { appServices } from '@/lib/server/container';
import { publicPageProps } from '@/lib/server/http/cache';
import { site } from '@/lib/site';
import styles from '@/styles/Listing.module.css';

interface Props {
  quizzes: QuizCard[];
}

export const getServerSideProps: GetServerSideProps<Props> = async ({ req, res }) => {
  const quizzes = await appServices().content.listQuizzes();
  return publicPageProps({ req, res }, { quizzes });
};

export default function QuizzesPage({ quizzes }: Props) {
  return (
    <>
      <Head>
        <title>{`Quizzes | ${site.name}`}</title>
        <meta name="description" content={`Quizzes from ${site.name}: the week's news and a little of Aotearoa.`} />
      </Head>
      <header className={styles.header}>
        <h1>Quizzes</h1>
        <p className={styles.description}>How closely have you been reading? Answers appear as you go.</p>
      </header>
      <QuizList quizzes={quizzes} />
    </>
  );
}
