import StarterKit from '@tiptap/starter-kit';
import { HrefOnlyLinks } from './nodes/HrefOnlyLinks';
import { PullQuote } from './nodes/PullQuote';
import { StoryEmbed } from './nodes/StoryEmbed';
import { StoryFigure } from './nodes/StoryFigure';
import { TeReoMaori } from './nodes/TeReoMaori';

/**
 * What a story body may hold, and nothing else: exactly the HTML the story API accepts
 * (docs/api.md, "Desk: stories"). Underline and code blocks are off (not in that list); links
 * carry only their href; te reo Māori passages are `<span lang="mi">`.
 */
export const storyExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    codeBlock: false,
    underline: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https', HTMLAttributes: { target: null, rel: null, class: null } },
  }),
  PullQuote,
  StoryFigure,
  StoryEmbed,
  HrefOnlyLinks,
  TeReoMaori,
];
