import { ApiError } from './api-error';

/** A file the browser is to save, under the name the server gave it. */
export interface DownloadedFile {
  blob: Blob;
  filename: string;
}

export const filenameOf = (disposition: string | null, fallback: string) => /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? fallback;

/** A refused download as the ApiError its JSON body describes. */
export async function refusalOf(res: Response): Promise<ApiError> {
  const payload: unknown = await res.json().catch(() => null);
  const error = typeof payload === 'object' && payload !== null && 'error' in payload ? (payload as { error: { code?: unknown; message?: unknown } }).error : null;
  return new ApiError(res.status, String(error?.code ?? 'HTTP_ERROR'), String(error?.message ?? `The server answered ${res.status}.`));
}

/** Hands the file to the browser's downloads, under its own name. */
export function saveFile(file: DownloadedFile): void {
  const url = URL.createObjectURL(file.blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = file.filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has started the download; revoking at once can cancel it in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
