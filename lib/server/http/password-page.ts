import type { GetServerSideProps } from 'next';
import { memberPageProps } from './cache';

/**
 * getServerSideProps of a page where a reader types a password (sign-in, sign-up, account, new
 * password): rendered per request, so pages/_document.tsx gives its scripts a nonce and its policy
 * no 'unsafe-inline' (decision 118). Its HTML is about whoever asks, so no cache keeps it.
 */
export const passwordPageProps: GetServerSideProps<Record<string, never>> = async ({ res }) => memberPageProps(res, {});
