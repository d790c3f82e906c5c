import type { ServerResponse } from 'node:http';
import type { GetServerSidePropsResult } from 'next';
import { isPlainText } from '@/lib/schemas/text';
import { appServices } from '../container';
import { setPublicCache } from '../http/cache';

/**
 * What a page answers for a path no story or section has: a 301 to the story it used to be
 * (article_redirects) when that story is published, else the 404 page (decision 141).
 */
export async function oldPathRedirectOrNotFound<P>(res: ServerResponse, path: string): Promise<GetServerSidePropsResult<P>> {
  if (!isPlainText(path)) return { notFound: true };
  const destination = await appServices().publishing.findRedirectPath(path);
  if (!destination) return { notFound: true };
  // As public as the article it leads to: a CDN may keep the 301.
  setPublicCache(res);
  return { redirect: { destination, statusCode: 301 } };
}
