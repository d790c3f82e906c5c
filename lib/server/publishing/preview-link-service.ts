import { canEditStory } from '@/lib/staff/staff-permissions';
import type { Caller } from '../auth/verify-id-token';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { type ArticleDetail, findArticleForPreview } from '../content/article-service';
import { forbidden, notFound } from '../http/errors';
import { requireStaff } from '../staff/staff-access';
import { createPreviewTokens, DEVELOPMENT_PREVIEW_SECRET, type PreviewTokens } from './preview-token';
import { findStoryRecord } from '../stories/story-store';
import { isOwnStory } from '../stories/story-view';

export interface PreviewLinkDeps {
  db: Db;
  tokens: PreviewTokens;
  /** PREVIEW_LINK_HOURS. */
  lifetimeHours: number;
  siteUrl: string;
  now: () => Date;
}

/** Built by the container (lib/server/container.ts). */
export function buildPreviewLinkDeps(db: Db, config: Pick<Config, 'PREVIEW_LINK_SECRET' | 'PREVIEW_LINK_HOURS' | 'SITE_URL'>, now: () => Date): PreviewLinkDeps {
  return {
    db,
    tokens: createPreviewTokens(config.PREVIEW_LINK_SECRET ?? DEVELOPMENT_PREVIEW_SECRET, now),
    lifetimeHours: config.PREVIEW_LINK_HOURS,
    siteUrl: config.SITE_URL,
    now,
  };
}

export interface PreviewLink {
  url: string;
  expiresAt: string;
}

const HOUR_MS = 3_600_000;

/**
 * A link that shows the story as readers will see it, to anyone who has the link, until it
 * expires: for staff who may edit the story (their own, or anyone's from editor up).
 */
export async function createPreviewLink(deps: PreviewLinkDeps, caller: Caller, storyId: number): Promise<PreviewLink> {
  const staff = await requireStaff(deps.db, caller.uid);
  const story = await findStoryRecord(deps.db, storyId);
  if (!story) throw notFound('That story');
  if (!canEditStory(staff.role, isOwnStory(story, staff))) throw forbidden('You can preview only stories you may edit.');
  // Whole seconds, as the token carries it, so the answer names the instant the link stops working.
  const expiresAt = new Date(Math.floor((deps.now().getTime() + deps.lifetimeHours * HOUR_MS) / 1000) * 1000);
  const token = deps.tokens.sign({ storyId, expiresAt });
  return { url: new URL(`/preview/${token}`, deps.siteUrl).href, expiresAt: expiresAt.toISOString() };
}

export interface PreviewStory {
  article: ArticleDetail;
  /** The story's status in the desk now. */
  status: string;
  /** ISO 8601: when the link stops working. */
  expiresAt: string;
}

/** The story a preview token opens, shaped as its article page shows it; null for a bad or expired token or a deleted story. */
export async function findPreviewStory(deps: PreviewLinkDeps, token: string): Promise<PreviewStory | null> {
  const claims = deps.tokens.verify(token);
  if (!claims) return null;
  const found = await findArticleForPreview(deps.db, claims.storyId);
  return found ? { ...found, expiresAt: claims.expiresAt.toISOString() } : null;
}
