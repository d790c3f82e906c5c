import type { ShownDate } from '@/lib/dates/shown-date';
import type { ShownImage } from '@/lib/images/image-variants';

/** What a story card shows (home, lists, search results); pages pass nothing more to the browser. */
export interface CardStory {
  id: number;
  title: string;
  standfirst: string;
  path: string;
  /** Formatted on the server, so the card needs no date code in the browser. */
  published: ShownDate;
  category: { name: string };
  author: { name: string };
  /** Visible comments; absent where a list does not count them. */
  commentCount?: number;
  /** The story's picture; absent or null when it has none (the card keeps its text-only look). */
  featureImage?: ShownImage | null;
}
