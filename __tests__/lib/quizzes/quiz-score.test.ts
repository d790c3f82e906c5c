import { isComplete, noAnswers, quizScore, quizShareText, scoreVerdict } from '@/lib/quizzes/quiz-score';

const questions = [0, 1, 2].map((answerIndex) => ({ prompt: `Q${answerIndex}`, choices: ['a', 'b', 'c'], answerIndex, explanation: '' }));

test('a quiz is complete when every question has an answer, and scores the right ones', () => {
  expect(isComplete(noAnswers(questions))).toBe(false);
  expect(isComplete([0, null, 2])).toBe(false);
  expect(quizScore(questions, [0, 2, 2])).toBe(2);
  expect(quizScore(questions, [0, 1, 2])).toBe(3);
});

test('the share text carries the score, the quiz and its address', () => {
  expect(quizShareText({ title: 'Weekly news quiz', score: 6, total: 8, url: 'https://panui.nz/quizzes/weekly', siteName: 'Pānui' })).toBe(
    "I scored 6/8 in Pānui's Weekly news quiz. Can you beat it? https://panui.nz/quizzes/weekly",
  );
});

test('the verdict follows the share of right answers', () => {
  expect(scoreVerdict(8, 8)).toMatch(/Full marks/);
  expect(scoreVerdict(6, 8)).toMatch(/Very good/);
  expect(scoreVerdict(4, 8)).toMatch(/Not bad/);
  expect(scoreVerdict(1, 8)).toMatch(/catch up/);
});
