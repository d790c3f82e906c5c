import type { GetServerSideProps, GetServerSidePropsContext } from 'next';

export interface TextPageAnswer {
  headers: Record<string, string>;
  body: string;
  result: unknown;
}

/** Calls a page's getServerSideProps that writes its own response (feed, sitemap, robots) and answers what it wrote. */
export async function callTextPage(getServerSideProps: GetServerSideProps): Promise<TextPageAnswer> {
  const headers: Record<string, string> = {};
  let body: string | undefined;
  const res = {
    setHeader(name: string, value: string) {
      headers[name.toLowerCase()] = value;
      return res;
    },
    end(chunk: string) {
      body = chunk;
      return res;
    },
  };
  const context = { req: { headers: {} }, res, query: {}, params: {}, resolvedUrl: '/' } as unknown as GetServerSidePropsContext;
  const result = await getServerSideProps(context);
  if (body === undefined) throw new Error('the page did not end its response');
  return { headers, body, result };
}
