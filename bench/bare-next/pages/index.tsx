import { readFileSync } from 'node:fs';
import type { GetServerSideProps } from 'next';

// The benchmark's "bare Next.js" page: no database, no layout, no providers. It sends the markup
// and the page props of the site's article page, read once from the file the bench writes, so the
// bytes match the page it is compared with and the framework's own work is all that is measured.
interface Props {
  markup: string;
  data: unknown;
}

let page: Props | undefined;

export const getServerSideProps: GetServerSideProps<Props> = async () => {
  page ??= JSON.parse(readFileSync(process.env.BARE_PAGE_FILE ?? '', 'utf8')) as Props;
  return { props: page };
};

export default function BarePage({ markup }: Props) {
  return <div dangerouslySetInnerHTML={{ __html: markup }} />;
}
