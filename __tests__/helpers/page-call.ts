import type { GetServerSideProps, GetServerSidePropsContext } from 'next';

export interface PageAnswer {
  status: number;
  headers: Record<string, string>;
  /** What the page wrote itself (a 304 writes nothing); undefined when Next would render. */
  ended: boolean;
  body: string | undefined;
  result: unknown;
}

/** Calls a page's getServerSideProps as Next would for one GET with `headers`, and answers what it did to the response. */
export async function callPage(
  getServerSideProps: GetServerSideProps,
  { params = {}, query = {}, headers = {} }: { params?: Record<string, string>; query?: Record<string, string>; headers?: Record<string, string> } = {},
): Promise<PageAnswer> {
  const answer: PageAnswer = { status: 200, headers: {}, ended: false, body: undefined, result: undefined };
  const res = {
    get statusCode() {
      return answer.status;
    },
    set statusCode(value: number) {
      answer.status = value;
    },
    setHeader(name: string, value: string) {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    end(chunk?: string) {
      answer.ended = true;
      answer.body = chunk;
      return res;
    },
  };
  const req = { method: 'GET', headers: Object.fromEntries(Object.entries(headers).map(([name, value]) => [name.toLowerCase(), value])) };
  const context = { req, res, query: { ...params, ...query }, params, resolvedUrl: '/' } as unknown as GetServerSidePropsContext;
  answer.result = await getServerSideProps(context);
  return answer;
}
