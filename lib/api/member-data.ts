import type { MemberDataFormat } from '@/lib/schemas/profile';
import { type DownloadedFile, filenameOf, refusalOf } from './file-download';
import { currentToken } from './tsom-client';

/**
 * GETs everything held about the signed-in member (GET /api/tsom/members/my-data) with their ID
 * token; answers the file, to be saved, or throws the refusal (a 429 says when to try again).
 */
export async function downloadMemberData(format: MemberDataFormat): Promise<DownloadedFile> {
  const token = await currentToken();
  const res = await fetch(`/api/tsom/members/my-data?format=${format}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  if (!res.ok) throw await refusalOf(res);
  return { blob: await res.blob(), filename: filenameOf(res.headers.get('Content-Disposition'), `panui-my-data.${format}`) };
}
