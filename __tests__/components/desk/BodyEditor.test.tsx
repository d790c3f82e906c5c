/** @jest-environment jsdom */
import { act, fireEvent, render, screen } from '@testing-library/react';
import { BodyEditor } from '@/components/desk/editor/BodyEditor';
import { findEmbedChoices } from '@/lib/api/desk-stories';
import type { DeskImage } from '@/lib/images/desk-image';

jest.mock('@/lib/api/desk-stories', () => ({ ...jest.requireActual('@/lib/api/desk-stories'), findEmbedChoices: jest.fn() }));
// The media library's picker is another part's; this one hands back a picture with no alt text.
const picture: DeskImage = { id: 12, storageKey: 'ab/cd', width: 1600, height: 900, widths: [320, 640, 960], alt: '', caption: 'The 6 am sailing', credit: 'RNZ', originalName: 'ferry.jpg', format: 'jpeg', bytes: 1000, createdAt: '2026-11-25T00:00:00.000Z' };
jest.mock('@/components/desk/media/ImagePicker', () => ({
  ImagePicker: ({ open, onPick }: { open: boolean; onPick: (image: unknown) => void }) =>
    open ? (
      <button type="button" onClick={() => onPick(picture)}>
        Pick the ferry picture
      </button>
    ) : null,
}));

// jsdom lays nothing out; ProseMirror asks for rectangles when it scrolls a selection into view.
beforeAll(() => {
  const noRects = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects = noRects;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  Element.prototype.getClientRects = noRects;
});

async function renderEditor(value = '<p>Start.</p>') {
  const onChange = jest.fn();
  render(<BodyEditor value={value} onChange={onChange} editable />);
  await screen.findByRole('toolbar', { name: 'Formatting' });
  return onChange;
}

const lastHtml = (onChange: jest.Mock) => onChange.mock.calls.at(-1)?.[0] as string;

describe('BodyEditor', () => {
  it('lists its shortcuts in the buttons\' titles and reports toggles with aria-pressed', async () => {
    await renderEditor();
    expect(screen.getByRole('button', { name: 'Bold' })).toHaveAttribute('title', 'Bold (Ctrl+B)');
    expect(screen.getByRole('button', { name: 'Pull quote' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Divider' })).not.toHaveAttribute('aria-pressed');
  });

  it('marks a selection as te reo Māori from its toolbar button, so screen readers pronounce it in Māori', async () => {
    const onChange = await renderEditor('<p>Kia ora koutou.</p>');
    const button = screen.getByRole('button', { name: 'Te reo Māori' });
    expect(button).toHaveAttribute('title', 'Te reo Māori (Ctrl+Alt+R)');
    fireEvent.keyDown(document.querySelector('.ProseMirror')!, { key: 'a', ctrlKey: true });
    fireEvent.click(button);
    expect(lastHtml(onChange)).toBe('<p><span lang="mi">Kia ora koutou.</span></p>');
    expect(button).toHaveAttribute('aria-pressed', 'true');
  });

  it('inserts a picture as a figure, asks for its alt text until given, and saves it in the figure', async () => {
    const onChange = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Picture' }));
    fireEvent.click(screen.getByRole('button', { name: 'Pick the ferry picture' }));
    expect(lastHtml(onChange)).toContain('<figure data-image-id="12"><img src="/media/ab/cd/960.jpg" alt=""><figcaption>The 6 am sailing<span class="credit">RNZ</span></figcaption></figure>');
    expect(await screen.findByText('Describe the picture for readers who cannot see it.')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText('Alt text (required)'), { target: { value: 'The ferry leaving at dawn' } });
    expect(lastHtml(onChange)).toContain('alt="The ferry leaving at dawn"');
    expect(screen.queryByText('Describe the picture for readers who cannot see it.')).not.toBeInTheDocument();
  });

  it('embeds a quiz chosen by title', async () => {
    jest.mocked(findEmbedChoices).mockResolvedValue({ items: [{ kind: 'quiz', id: 'news-quiz', title: 'News quiz', path: '/quizzes/news-quiz' }] });
    const onChange = await renderEditor();
    fireEvent.click(screen.getByRole('button', { name: 'Quiz' }));
    expect(screen.getByRole('dialog', { name: 'Embed a quiz' })).toBeInTheDocument();
    await act(async () => new Promise((resolve) => setTimeout(resolve, 300)));
    fireEvent.click(await screen.findByRole('button', { name: 'News quiz' }));
    expect(findEmbedChoices).toHaveBeenCalledWith('quiz', '');
    expect(lastHtml(onChange)).toContain('<aside data-embed="quiz" data-slug="news-quiz"><a href="/quizzes/news-quiz">Quiz: News quiz</a></aside>');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('takes a new value from outside (their version, a restore) without sending it back', async () => {
    const onChange = jest.fn();
    const { rerender } = render(<BodyEditor value="<p>Mine.</p>" onChange={onChange} editable />);
    await screen.findByRole('toolbar');
    rerender(<BodyEditor value="<p>Theirs.</p>" onChange={onChange} editable />);
    expect(await screen.findByText('Theirs.')).toBeInTheDocument();
    expect(onChange.mock.calls).toEqual([]);
  });
});
