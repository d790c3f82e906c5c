import { Extension } from '@tiptap/core';
import { Plugin, PluginKey } from '@tiptap/pm/state';

/** Drops every attribute but href from links in pasted HTML: the story body's links carry their href only. */
export function hrefOnlyLinks(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  for (const link of doc.querySelectorAll('a')) {
    for (const name of link.getAttributeNames()) if (name !== 'href') link.removeAttribute(name);
  }
  return doc.body.innerHTML;
}

// Pasted pages bring target, rel, class and title on their links; what the server sends is already clean.
export const HrefOnlyLinks = Extension.create({
  name: 'hrefOnlyLinks',
  addProseMirrorPlugins() {
    return [new Plugin({ key: new PluginKey('hrefOnlyLinks'), props: { transformPastedHTML: hrefOnlyLinks } })];
  },
});
