import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { AppError } from '../http/errors';

/** A WordPress user as the export lists it (`wp:author`). */
export interface WxrAuthor {
  login: string;
  displayName: string;
  email: string;
}

/** A category or tag: WordPress's nicename is our slug. */
export interface WxrTerm {
  slug: string;
  name: string;
}

/** One `item`: a post, a page, an attachment or something we ignore (menus, revisions…). */
export interface WxrItem {
  postId: string;
  type: string;
  title: string;
  link: string;
  guid: string;
  creator: string;
  content: string;
  excerpt: string;
  postName: string;
  status: string;
  /** 'YYYY-MM-DD HH:MM:SS' in UTC; '0000-00-00 00:00:00' for a draft never published. */
  postDateGmt: string;
  /** The same in the site's own time zone. */
  postDate: string;
  categories: WxrTerm[];
  tags: WxrTerm[];
  meta: Record<string, string>;
  attachmentUrl: string;
}

export interface WxrExport {
  authors: WxrAuthor[];
  categories: WxrTerm[];
  tags: WxrTerm[];
  items: WxrItem[];
}

export const notWxr = (why: string) => new AppError('NOT_WXR', 400, `This is not a WordPress export (WXR): ${why}.`);

const listPaths = new Set(['rss.channel.item', 'rss.channel.wp:author', 'rss.channel.wp:category', 'rss.channel.wp:tag', 'rss.channel.item.category', 'rss.channel.item.wp:postmeta']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@_',
  textNodeName: '#text',
  // Every value stays a string: a post called "2024" or a slug "0012" must not become a number.
  parseTagValue: false,
  parseAttributeValue: false,
  trimValues: true,
  isArray: (_name, jpath) => listPaths.has(String(jpath)),
});

type Node = Record<string, unknown>;

/** The text of an element whether it came as a string, a CDATA section or an element with attributes. */
function textOf(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (typeof value === 'object' && '#text' in value) return textOf((value as Node)['#text']);
  return '';
}

const list = (value: unknown): Node[] => (Array.isArray(value) ? (value as Node[]) : []);

function itemTerms(item: Node, domain: 'category' | 'post_tag'): WxrTerm[] {
  return list(item.category)
    .filter((term) => term['@_domain'] === domain)
    .map((term) => ({ slug: textOf(term['@_nicename']), name: textOf(term) }))
    .filter((term) => term.slug !== '');
}

function readItem(item: Node): WxrItem {
  const meta: Record<string, string> = {};
  for (const entry of list(item['wp:postmeta'])) meta[textOf(entry['wp:meta_key'])] = textOf(entry['wp:meta_value']);
  return {
    postId: textOf(item['wp:post_id']),
    type: textOf(item['wp:post_type']),
    title: textOf(item.title),
    link: textOf(item.link),
    guid: textOf(item.guid),
    creator: textOf(item['dc:creator']),
    content: textOf(item['content:encoded']),
    excerpt: textOf(item['excerpt:encoded']),
    postName: textOf(item['wp:post_name']),
    status: textOf(item['wp:status']),
    postDateGmt: textOf(item['wp:post_date_gmt']),
    postDate: textOf(item['wp:post_date']),
    categories: itemTerms(item, 'category'),
    tags: itemTerms(item, 'post_tag'),
    meta,
    attachmentUrl: textOf(item['wp:attachment_url']),
  };
}

/**
 * Reads a WordPress eXtended RSS export (WXR 1.1/1.2). Anything that is not well-formed XML or
 * not an `<rss><channel>` with a `wp:wxr_version` is refused with NOT_WXR before anything is written.
 */
export function parseWxr(xml: string): WxrExport {
  const valid = XMLValidator.validate(xml);
  if (valid !== true) throw notWxr(`the XML is broken at line ${valid.err.line} (${valid.err.msg.replace(/\s+/g, ' ')})`);
  const channel = (parser.parse(xml) as Node).rss as Node | undefined;
  const body = channel && typeof channel === 'object' ? (channel.channel as Node | undefined) : undefined;
  if (!body || typeof body !== 'object') throw notWxr('there is no <rss><channel>');
  if (!textOf(body['wp:wxr_version'])) throw notWxr('the channel has no <wp:wxr_version>');
  return {
    authors: list(body['wp:author']).map((a) => ({ login: textOf(a['wp:author_login']), displayName: textOf(a['wp:author_display_name']), email: textOf(a['wp:author_email']) })),
    categories: list(body['wp:category']).map((c) => ({ slug: textOf(c['wp:category_nicename']), name: textOf(c['wp:cat_name']) })),
    tags: list(body['wp:tag']).map((t) => ({ slug: textOf(t['wp:tag_slug']), name: textOf(t['wp:tag_name']) })),
    items: list(body.item).map(readItem),
  };
}
