import { type DownloadedFile, filenameOf, refusalOf } from './file-download';
import { currentToken } from './tsom-client';

/**
 * GETs one of the member's PDFs (a receipt, a statement) with their ID token, so it works for a
 * donor signed in anonymously too (the link's own address needs the session cookie); answers
 * the file, to be saved.
 */
export async function downloadPdf(path: string): Promise<DownloadedFile> {
  const token = await currentToken();
  const res = await fetch(path, { headers: { Accept: 'application/pdf', ...(token ? { Authorization: `Bearer ${token}` } : {}) } });
  if (!res.ok) throw await refusalOf(res);
  return { blob: await res.blob(), filename: filenameOf(res.headers.get('Content-Disposition'), path.split('/').at(-1)?.split('?')[0] ?? 'document.pdf') };
}
