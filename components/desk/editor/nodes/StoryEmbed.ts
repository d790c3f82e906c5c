import { Node } from '@tiptap/core';
import type { EmbedChoice, EmbedKind } from '@/lib/schemas/desk-embeds';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    storyEmbed: {
      insertStoryEmbed: (choice: EmbedChoice) => ReturnType;
    };
  }
}

const label: Record<EmbedKind, string> = { podcast: 'Listen', quiz: 'Quiz' };
// The podcast player embeds by the episode's uid, the quiz by its slug.
const idAttribute: Record<EmbedKind, string> = { podcast: 'data-uid', quiz: 'data-slug' };

const kindOf = (value: string | null): EmbedKind | null => (value === 'podcast' || value === 'quiz' ? value : null);

/**
 * `<aside data-embed="podcast|quiz" data-uid|data-slug="…"><a href="…">Listen: title</a></aside>`:
 * the reader's page turns it into a player or a quiz; the link is what shows without JavaScript.
 */
export const StoryEmbed = Node.create({
  name: 'storyEmbed',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { kind: { default: 'podcast' }, id: { default: '' }, title: { default: '' }, path: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'aside[data-embed]',
        getAttrs: (element) => {
          const kind = kindOf(element.getAttribute('data-embed'));
          if (!kind) return false;
          const link = element.querySelector('a');
          const text = link?.textContent ?? '';
          const prefix = `${label[kind]}: `;
          return { kind, id: element.getAttribute(idAttribute[kind]) ?? '', path: link?.getAttribute('href') ?? '', title: text.startsWith(prefix) ? text.slice(prefix.length) : text };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const kind = kindOf(node.attrs.kind as string) ?? 'podcast';
    return ['aside', { 'data-embed': kind, [idAttribute[kind]]: node.attrs.id as string }, ['a', { href: node.attrs.path as string }, `${label[kind]}: ${node.attrs.title as string}`]];
  },
  addCommands() {
    return {
      insertStoryEmbed:
        (choice) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: { kind: choice.kind, id: choice.id, title: choice.title, path: choice.path } }),
    };
  },
});
