import { readFileSync } from 'node:fs';
import type { GetServerSideProps } from 'next';

// The benchmark's "bare Next.js" page: no database, no layout, no providers. It sends the markup
// and the page props of one of the site's pages (`?page=` names it; the first by default), read
// once from the file the bench writes, so the bytes match the page it is compared with and the
// framework's own work is all that is measured.
interface Props {
  markup: string;
  data: unknown;
}

let pages: Record<string, Props> | undefined;

export const getServerSideProps: GetServerSideProps<Props> = async ({ query }) => {
  pages ??= JSON.parse(readFileSync(process.env.BARE_PAGE_FILE ?? '', 'utf8')) as Record<string, Props>;
  const page = (typeof query.page === 'string' && pages[query.page]) || Object.values(pages)[0];
  if (!page) return { notFound: true };
  return { props: page };
};

export default function BarePage({ markup }: Props) {
  return <div dangerouslySetInnerHTML={{ __html: markup }} />;
}
