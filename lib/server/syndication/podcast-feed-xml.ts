import { XMLBuilder } from 'fast-xml-parser';
import { site } from '@/lib/site';
import { podcastFeedPath } from '@/lib/syndication/feed-paths';
import type { PodcastCategory } from './apple-podcast-categories';

export const ITUNES_NAMESPACE = 'http://www.itunes.com/dtds/podcast-1.0.dtd';

/** The feed's settings (configuration): who owns the show, how Apple files it, whether it is explicit. */
export interface PodcastFeedSettings {
  siteUrl: string;
  ownerName: string;
  /** Apple and Spotify send ownership checks here. */
  ownerEmail: string;
  category: PodcastCategory;
  explicit: boolean;
}

export interface PodcastFeedSeries {
  id: number;
  slug: string;
  title: string;
  description: string;
  hostName: string | null;
  /** Site-relative: the series' picture, /media/{key}/1400.jpg, or the drawn /podcasts/the-briefing/artwork.png?v=… */
  artworkPath: string;
}

export interface PodcastFeedEpisode {
  id: number;
  slug: string;
  title: string;
  description: string;
  publishedAt: Date;
  durationSeconds: number;
  number: number;
  /** Site-relative, e.g. /audio/upload-….mp3 */
  audioPath: string;
  audioBytes: number;
  audioType: string;
}

/** XML 1.0 cannot carry most control characters; they are dropped from text we put in. */
const xmlText = (text: string) => text.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g, '');

const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', format: true, suppressEmptyNode: true, processEntities: true });

/**
 * An episode's GUID: its row id and our host, never its slug, title or file, which may all change;
 * the id never does, so an app never shows an episode twice (decision 284). The same form as an
 * article's in /feed.
 */
export const podcastEpisodeGuid = (episodeId: number, siteUrl: string) => `podcast-episode-${episodeId}@${new URL(siteUrl).host}`;

/**
 * RSS 2.0 with Apple's `itunes:` tags, as Apple Podcasts and Spotify read it: the channel's title,
 * description, artwork, language, category, explicit flag, author, owner and type, and each
 * episode with its enclosure (URL, length in bytes, MIME type), GUID, date, duration and number.
 * Episodes newest first. Pure.
 */
export function buildPodcastFeed(series: PodcastFeedSeries, episodes: readonly PodcastFeedEpisode[], settings: PodcastFeedSettings): string {
  const absolute = (path: string) => new URL(path, settings.siteUrl).href;
  const page = absolute(`/podcasts/${series.slug}`);
  const artwork = absolute(series.artworkPath);
  const explicit = settings.explicit ? 'true' : 'false';
  const category = { '@_text': settings.category.name, ...(settings.category.subcategory ? { 'itunes:category': { '@_text': settings.category.subcategory } } : {}) };
  const newest = episodes[0];
  const channel = {
    title: xmlText(series.title),
    link: page,
    'atom:link': { '@_href': absolute(podcastFeedPath(series.slug)), '@_rel': 'self', '@_type': 'application/rss+xml' },
    description: xmlText(series.description),
    language: 'en-NZ',
    copyright: xmlText(`© ${settings.ownerName}`),
    // From the episodes alone, so the same episodes give the same bytes (and ETag).
    lastBuildDate: (newest?.publishedAt ?? new Date(0)).toUTCString(),
    image: { url: artwork, title: xmlText(series.title), link: page },
    'itunes:title': xmlText(series.title),
    'itunes:summary': xmlText(series.description),
    'itunes:author': xmlText(series.hostName ? `${series.hostName}, ${site.name}` : site.name),
    'itunes:owner': { 'itunes:name': xmlText(settings.ownerName), 'itunes:email': settings.ownerEmail },
    'itunes:image': { '@_href': artwork },
    'itunes:category': category,
    'itunes:explicit': explicit,
    'itunes:type': 'episodic',
    item: episodes.map((episode) => ({
      title: xmlText(episode.title),
      link: absolute(`/podcasts/${series.slug}/${episode.slug}`),
      guid: { '@_isPermaLink': 'false', '#text': podcastEpisodeGuid(episode.id, settings.siteUrl) },
      pubDate: episode.publishedAt.toUTCString(),
      description: xmlText(episode.description),
      enclosure: { '@_url': absolute(episode.audioPath), '@_length': String(episode.audioBytes), '@_type': episode.audioType },
      'itunes:title': xmlText(episode.title),
      'itunes:summary': xmlText(episode.description),
      'itunes:duration': String(episode.durationSeconds),
      'itunes:episode': String(episode.number),
      'itunes:episodeType': 'full',
      'itunes:explicit': explicit,
    })),
  };
  const rss = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    rss: { '@_version': '2.0', '@_xmlns:itunes': ITUNES_NAMESPACE, '@_xmlns:atom': 'http://www.w3.org/2005/Atom', channel },
  };
  return builder.build(rss) as string;
}
