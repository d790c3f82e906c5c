/** @jest-environment jsdom */
import { Editor } from '@tiptap/core';
import { storyExtensions } from '@/components/desk/editor/story-extensions';

// The editor must emit exactly the body HTML the story API accepts (docs/api.md, "Desk: stories").
const roundTrip = (html: string) => {
  const editor = new Editor({ extensions: storyExtensions, content: html });
  const out = editor.getHTML();
  editor.destroy();
  return out;
};

describe('the story body as HTML', () => {
  it('keeps a figure with its image id, alt text, caption and credit', () => {
    const figure = '<figure data-image-id="12"><img src="/media/abc/960.jpg" alt="Ferry at dawn"><figcaption>The 6 am sailing<span class="credit">Photo: Mere Tapsell</span></figcaption></figure>';
    expect(roundTrip(figure)).toBe(figure);
  });

  it('keeps a figure with no caption or credit without an empty figcaption', () => {
    expect(roundTrip('<figure data-image-id="3"><img src="/media/x/960.jpg" alt=""></figure>')).toBe('<figure data-image-id="3"><img src="/media/x/960.jpg" alt=""></figure>');
  });

  it('keeps pull quotes apart from quotes', () => {
    const html = '<blockquote class="pull-quote"><p>We were never asked.</p></blockquote><blockquote><p>A source said so.</p></blockquote>';
    expect(roundTrip(html)).toBe(html);
  });

  it('keeps podcast and quiz embeds with their id and link', () => {
    const html =
      '<aside data-embed="podcast" data-uid="ep-123"><a href="/podcasts/morning/budget">Listen: Budget day</a></aside><aside data-embed="quiz" data-slug="news-quiz"><a href="/quizzes/news-quiz">Quiz: News quiz</a></aside>';
    expect(roundTrip(html)).toBe(html);
  });

  it('keeps a te reo Māori passage as <span lang="mi">, also inside bold and links, and nothing of another language', () => {
    const html = '<p>The minister said <span lang="mi">kia kaha</span> and <span lang="mi"><strong>ka pai</strong></span>.</p>';
    expect(roundTrip(html)).toBe(html);
    expect(roundTrip('<p><span lang="fr">bonjour</span></p>')).toBe('<p>bonjour</p>');
  });

  it('marks and unmarks the selected words with the te reo command', () => {
    const editor = new Editor({ extensions: storyExtensions, content: '<p>Kia ora everyone.</p>' });
    editor.chain().setTextSelection({ from: 1, to: 8 }).toggleTeReoMaori().run();
    expect(editor.getHTML()).toBe('<p><span lang="mi">Kia ora</span> everyone.</p>');
    editor.chain().setTextSelection({ from: 1, to: 8 }).toggleTeReoMaori().run();
    expect(editor.getHTML()).toBe('<p>Kia ora everyone.</p>');
    editor.destroy();
  });

  it('keeps only the href of a pasted link', () => {
    const editor = new Editor({ extensions: storyExtensions, content: '<p></p>' });
    // jsdom has no ClipboardEvent; ProseMirror only reads it when it is one.
    editor.view.pasteHTML('<p><a href="https://rnz.co.nz" target="_blank" rel="noopener" class="x" title="t">RNZ</a></p>', new Event('paste') as ClipboardEvent);
    expect(editor.getHTML()).toBe('<p><a href="https://rnz.co.nz">RNZ</a></p>');
    editor.destroy();
  });

  it('turns a first-level heading into a paragraph: a story has headings 2 to 4', () => {
    expect(roundTrip('<h1>Big</h1><h3>Mid</h3>')).toBe('<p>Big</p><h3>Mid</h3>');
  });

  it('keeps the words of what the server does not accept, without its markup (underline, code blocks, unknown asides)', () => {
    expect(roundTrip('<p><u>under</u></p><pre><code>x = 1</code></pre><aside data-embed="video">v</aside>')).toBe('<p>under</p><p><code>x = 1</code></p><p>v</p>');
  });

  it('keeps the rest of the allowed formatting', () => {
    const html = '<p><strong>b</strong> <em>i</em> <s>s</s> <code>c</code><br>next</p><ul><li><p>one</p></li></ul><ol><li><p>two</p></li></ol><hr><h2>H2</h2><h4>H4</h4>';
    expect(roundTrip(html)).toBe(html);
  });
});
