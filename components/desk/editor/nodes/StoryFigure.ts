import { Node } from '@tiptap/core';
import { ReactNodeViewRenderer } from '@tiptap/react';
import { FigureView } from './FigureView';

export interface FigureAttributes {
  imageId: number;
  src: string;
  alt: string;
  caption: string;
  credit: string;
}

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    storyFigure: {
      insertStoryFigure: (figure: FigureAttributes) => ReturnType;
    };
  }
}

/**
 * `<figure data-image-id="N"><img src alt><figcaption>caption<span class="credit">credit</span></figcaption></figure>`.
 * Only the id counts to the server, which rewrites the img from the images row; alt, caption and
 * credit are the story's own words for this use of the picture, edited in the node.
 */
export const StoryFigure = Node.create({
  name: 'storyFigure',
  group: 'block',
  atom: true,
  draggable: true,
  addAttributes() {
    return { imageId: { default: 0 }, src: { default: '' }, alt: { default: '' }, caption: { default: '' }, credit: { default: '' } };
  },
  parseHTML() {
    return [
      {
        tag: 'figure[data-image-id]',
        getAttrs: (element) => {
          const imageId = Number(element.getAttribute('data-image-id'));
          if (!Number.isInteger(imageId) || imageId <= 0) return false;
          const img = element.querySelector('img');
          const figcaption = element.querySelector('figcaption');
          const credit = figcaption?.querySelector('.credit')?.textContent ?? '';
          const whole = figcaption?.textContent ?? '';
          const caption = credit && whole.endsWith(credit) ? whole.slice(0, -credit.length) : whole;
          return { imageId, src: img?.getAttribute('src') ?? '', alt: img?.getAttribute('alt') ?? '', caption: caption.trim(), credit: credit.trim() };
        },
      },
    ];
  },
  renderHTML({ node }) {
    const { imageId, src, alt, caption, credit } = node.attrs as FigureAttributes;
    const captionParts = [...(caption ? [caption] : []), ...(credit ? [['span', { class: 'credit' }, credit]] : [])];
    return ['figure', { 'data-image-id': String(imageId) }, ['img', { src, alt }], ...(captionParts.length ? [['figcaption', {}, ...captionParts]] : [])];
  },
  addNodeView() {
    return ReactNodeViewRenderer(FigureView);
  },
  addCommands() {
    return {
      insertStoryFigure:
        (figure) =>
        ({ commands }) =>
          commands.insertContent({ type: this.name, attrs: figure }),
    };
  },
});
