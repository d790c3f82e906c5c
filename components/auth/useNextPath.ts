import { useRouter } from 'next/router';
import { safeNextPath } from './next-path';

/** The page's `next` query parameter, if it is a path on this site; else "/". */
export function useNextPath(): string {
  return safeNextPath(useRouter().query.next);
}
