import type { GetServerSideProps } from 'next';

// The smallest server-rendered page: what Next.js itself costs per request.
export const getServerSideProps: GetServerSideProps<{ text: string }> = async () => ({ props: { text: 'Kia ora' } });

export default function TinyPage({ text }: { text: string }) {
  return <p>{text}</p>;
}
