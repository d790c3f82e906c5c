import { Mark, mergeAttributes } from '@tiptap/core';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    teReoMaori: {
      /** Marks the selected words as te reo Māori, or unmarks them. */
      toggleTeReoMaori: () => ReturnType;
    };
  }
}

/**
 * `<span lang="mi">`: a passage in te reo Māori, so screen readers switch to Māori pronunciation
 * for it (decision 281). Only this one language: the sanitiser keeps `lang="mi"` and nothing else.
 */
export const TeReoMaori = Mark.create({
  name: 'teReoMaori',
  // Outside bold, italic and links, so a marked phrase stays one span however it is formatted.
  priority: 1100,
  parseHTML() {
    return [{ tag: 'span[lang="mi"]' }];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes, { lang: 'mi' }), 0];
  },
  addCommands() {
    return {
      toggleTeReoMaori:
        () =>
        ({ commands }) =>
          commands.toggleMark(this.name),
    };
  },
  addKeyboardShortcuts() {
    // "r" for reo: Ctrl+Alt+M is µ on German keyboards, and Cmd+Option+M minimises every window on a Mac.
    return { 'Mod-Alt-r': () => this.editor.commands.toggleTeReoMaori() };
  },
});
