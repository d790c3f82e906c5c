import { mergeAttributes, Node } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    pullQuote: {
      /** Wraps the selected paragraphs in a pull quote, or unwraps them. */
      togglePullQuote: () => ReturnType;
    };
  }
}

/** `<blockquote class="pull-quote">`: a line lifted from the story and set large, unlike a quoted source. */
export const PullQuote = Node.create({
  name: 'pullQuote',
  group: 'block',
  content: 'paragraph+',
  defining: true,
  parseHTML() {
    // Ahead of the plain blockquote, which would otherwise take it.
    return [{ tag: 'blockquote.pull-quote', priority: 60 }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['blockquote', mergeAttributes(HTMLAttributes, { class: 'pull-quote' }), 0];
  },
  addCommands() {
    return {
      togglePullQuote:
        () =>
        ({ commands }) =>
          commands.toggleWrap(this.name),
    };
  },
  addKeyboardShortcuts() {
    return { 'Mod-Shift-p': () => this.editor.commands.togglePullQuote() };
  },
});
