import { getServerSideProps } from '@/pages/desk/media';
import { callPage } from '../helpers/page-call';

describe('/desk/media', () => {
  it('sends a signed-out visitor to sign in, and is never cached or indexed', async () => {
    const answer = await callPage(getServerSideProps);
    expect(answer.result).toEqual({ redirect: { destination: '/sign-in?next=%2F', permanent: false } });
    expect(answer.headers['cache-control']).toBe('private, no-store');
    expect(answer.headers['x-robots-tag']).toBe('noindex');
  });
});
