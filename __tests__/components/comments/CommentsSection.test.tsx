/** @jest-environment jsdom */
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { CommentsSection } from '@/components/comments/CommentsSection';
import { ANALYTICS_EVENTS } from '@/lib/analytics/event-names';
import { ApiError } from '@/lib/api/api-error';
import { closeComments, createComment, deleteComment, listComments, myCommentState } from '@/lib/api/comments';
import type { CommentsPage, PublicComment } from '@/lib/schemas/comments';
import { authValue, fakeMember, fakeUser, renderWithAuth } from '../auth/auth-value';
import { analyticsSpy } from '../../helpers/analytics';

jest.mock('next/router', () => ({ useRouter: () => ({ asPath: '/news/22-11-2026/ferry-timetable', query: {} }) }));
jest.mock('@/lib/api/comments', () => ({
  listComments: jest.fn(),
  myCommentState: jest.fn(),
  createComment: jest.fn(),
  deleteComment: jest.fn(),
  closeComments: jest.fn(),
}));

const comment = (fields: Partial<PublicComment> = {}): PublicComment => ({
  id: 1,
  parentId: null,
  state: 'visible',
  authorName: 'Mere Tapsell',
  body: 'The ferry was late again.',
  createdAt: new Date().toISOString(),
  editedAt: null,
  likeCount: 2,
  replies: [],
  ...fields,
});
const page = (fields: Partial<CommentsPage> = {}): CommentsPage => ({ articleId: 7, closed: false, total: 1, comments: [comment()], nextCursor: null, ...fields });

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(listComments).mockResolvedValue(page());
  jest.mocked(myCommentState).mockResolvedValue({ ownIds: [], likedIds: [], reportedIds: [] });
});

function renderSection(auth = authValue()) {
  const { track, wrapper: Analytics } = analyticsSpy();
  const ui: ReactElement = (
    <Analytics>
      <CommentsSection articleId={7} initialCount={1} />
    </Analytics>
  );
  renderWithAuth(ui, auth);
  return { track };
}
const member = () => authValue({ user: fakeUser(), member: fakeMember() });

describe('CommentsSection', () => {
  it('shows a visitor the comments and a way to sign in, with no form and no buttons', async () => {
    renderSection();
    expect(screen.getByRole('status')).toHaveTextContent('Loading comments…');
    const item = await screen.findByRole('article', { name: 'Comment by Mere Tapsell' });
    expect(within(item).getByText('The ferry was late again.')).toBeInTheDocument();
    expect(within(item).getByText('2 likes')).toBeInTheDocument();
    expect(within(item).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/sign-in?next=%2Fnews%2F22-11-2026%2Fferry-timetable');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(myCommentState).not.toHaveBeenCalled();
  });

  it('says when there are no comments yet', async () => {
    jest.mocked(listComments).mockResolvedValueOnce(page({ comments: [], total: 0 }));
    renderSection();
    expect(await screen.findByText('No comments yet. Be the first to share your view.')).toBeInTheDocument();
  });

  it('lets a member post; the comment shows at once and comment_post is tracked', async () => {
    jest.mocked(createComment).mockResolvedValue(comment({ id: 9, authorName: 'Aroha Ngata', body: 'Kia ora koutou' }));
    const { track } = renderSection(member());
    await screen.findByRole('article', { name: 'Comment by Mere Tapsell' });
    await userEvent.type(screen.getByLabelText('Join the conversation'), '  Kia ora koutou ');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(createComment).toHaveBeenCalledWith({ articleId: 7, body: 'Kia ora koutou' });
    expect(await screen.findByRole('article', { name: 'Comment by Aroha Ngata' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Comments (2 comments)' })).toBeInTheDocument();
    expect(track).toHaveBeenCalledWith(ANALYTICS_EVENTS.commentPost, { article_id: 7, comment_id: 9 });
  });

  it('refuses an empty comment in the browser and shows the server’s refusal', async () => {
    jest.mocked(createComment).mockRejectedValue(new ApiError(429, 'RATE_LIMITED', 'Too many requests. Try again in 60 seconds.'));
    renderSection(member());
    await userEvent.click(await screen.findByRole('button', { name: 'Post comment' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Write something first.');
    expect(createComment).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Join the conversation'), 'Again and again');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many requests. Try again in 60 seconds.');
  });

  it('offers the action that finishes a half-made account, then posts the comment', async () => {
    jest
      .mocked(createComment)
      .mockRejectedValueOnce(new ApiError(403, 'MEMBER_REQUIRED', 'Finish setting up your account before you comment.'))
      .mockResolvedValueOnce(comment({ id: 9, authorName: 'Aroha Ngata', body: 'Kia ora koutou' }));
    const auth = member();
    renderSection(auth);
    await userEvent.type(await screen.findByLabelText('Join the conversation'), 'Kia ora koutou');
    await userEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Finish setting up your account before you comment.');
    await userEvent.click(within(alert).getByRole('button', { name: 'Finish setting up and post' }));
    expect(auth.reloadMember).toHaveBeenCalled();
    expect(await screen.findByRole('article', { name: 'Comment by Aroha Ngata' })).toBeInTheDocument();
    expect(createComment).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('lets the author delete their own comment after confirming', async () => {
    jest.mocked(myCommentState).mockResolvedValue({ ownIds: [1], likedIds: [], reportedIds: [] });
    jest.mocked(deleteComment).mockResolvedValue({ commentId: 1, deleted: true });
    renderSection(member());
    const item = await screen.findByRole('article', { name: 'Comment by Mere Tapsell' });
    await userEvent.click(await within(item).findByRole('button', { name: 'Delete' }));
    await userEvent.click(within(item).getByRole('button', { name: 'Yes, delete' }));
    expect(deleteComment).toHaveBeenCalledWith(1);
    expect(await screen.findByText('No comments yet. Be the first to share your view.')).toBeInTheDocument();
  });

  it('shows "Comments are closed" and no form when the story is closed', async () => {
    jest.mocked(listComments).mockResolvedValue(page({ closed: true }));
    renderSection(member());
    expect(await screen.findByText('Comments are closed')).toBeInTheDocument();
    expect(screen.queryByLabelText('Join the conversation')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reply' })).not.toBeInTheDocument();
  });

  it('gives a moderator the switch to close comments; other members do not get it', async () => {
    jest.mocked(closeComments).mockResolvedValue({ articleId: 7, closed: true });
    renderSection(authValue({ user: fakeUser(), member: fakeMember({ type: 'moderator' }) }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close comments' }));
    expect(closeComments).toHaveBeenCalledWith({ articleId: 7, closed: true });
    expect(await screen.findByText('Comments are closed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reopen comments' })).toBeInTheDocument();
  });

  it('does not give an ordinary member moderator buttons', async () => {
    renderSection(member());
    const item = await screen.findByRole('article', { name: 'Comment by Mere Tapsell' });
    expect(within(item).getByRole('button', { name: 'Report' })).toBeInTheDocument();
    expect(within(item).queryByRole('button', { name: 'Hide' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Close comments' })).not.toBeInTheDocument();
  });
});
