/** @jest-environment jsdom */
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QuizPlayer } from '@/components/quiz/QuizPlayer';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import type { Quiz } from '@/lib/quizzes/quiz-types';
import { analyticsSpy } from '../../helpers/analytics';

const quiz: Quiz = {
  slug: 'capitals',
  title: 'Capitals',
  description: 'Cities.',
  questions: [
    { prompt: 'What is the capital of Aotearoa?', choices: ['Auckland', 'Wellington'], answerIndex: 1, explanation: 'Since 1865.' },
    { prompt: 'Which is the largest city?', choices: ['Auckland', 'Christchurch'], answerIndex: 0, explanation: 'By far.' },
  ],
};

function renderQuiz() {
  const { track, wrapper } = analyticsSpy();
  render(<QuizPlayer quiz={quiz} location="quiz_page" />, { wrapper });
  return { track, question: (name: RegExp) => screen.getByRole('group', { name }) };
}

test('each answer gets feedback at once; the score, share text and event come when all are answered', async () => {
  const user = userEvent.setup();
  const { track, question } = renderQuiz();
  const first = question(/capital of Aotearoa/);
  await user.click(within(first).getByRole('button', { name: /Auckland/ }));
  expect(screen.getByText('Not quite: the answer is Wellington.')).toBeInTheDocument();
  expect(within(first).getByRole('button', { name: /Auckland/ })).toHaveAttribute('aria-pressed', 'true');
  // An answered question cannot be answered again.
  await user.click(within(first).getByRole('button', { name: /Wellington/ }));
  expect(within(first).getByRole('button', { name: /Wellington/ })).toHaveAttribute('aria-pressed', 'false');
  expect(screen.queryByRole('heading', { name: /You scored/ })).not.toBeInTheDocument();
  expect(track).not.toHaveBeenCalled();

  await user.click(within(question(/largest city/)).getByRole('button', { name: /Auckland/ }));
  expect(screen.getByText('Correct.')).toBeInTheDocument();
  const score = screen.getByRole('heading', { name: 'You scored 1 out of 2' });
  expect(score).toHaveFocus();
  expect((screen.getByRole('textbox', { name: 'Share your score' }) as HTMLTextAreaElement).value).toMatch(/^I scored 1\/2 in .*Capitals\. Can you beat it\? http:\/\/localhost\/quizzes\/capitals$/);
  expect(track).toHaveBeenCalledTimes(1);
  expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.quizComplete, { quiz: 'capitals', score: 1, total: 2, answers: [0, 0], location: 'quiz_page' });
});

test('retaking clears the answers and starts again from the first question', async () => {
  const user = userEvent.setup();
  const { question } = renderQuiz();
  await user.click(within(question(/capital of Aotearoa/)).getByRole('button', { name: /Wellington/ }));
  await user.click(within(question(/largest city/)).getByRole('button', { name: /Auckland/ }));
  expect(screen.getByRole('heading', { name: 'You scored 2 out of 2' })).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Retake the quiz' }));
  expect(screen.queryByRole('heading', { name: /You scored/ })).not.toBeInTheDocument();
  expect(screen.getByText('0 of 2 answered')).toBeInTheDocument();
  expect(within(question(/capital of Aotearoa/)).getAllByRole('button')[0]).toHaveFocus();
});
