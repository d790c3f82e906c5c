// Run in a child process by react-node-renderer.test.ts, so the resolver it changes is that process's own.
import { createRequire } from 'node:module';
import { createElement } from 'react';
import { renderWithReactNodeBuild } from '@/lib/server/rendering/react-node-renderer';

const require = createRequire(import.meta.url);
type Server = { renderToReadableStream: (element: unknown, options?: { nonce?: string; bootstrapScriptContent?: string }) => Promise<ReadableStream<Uint8Array>> };

async function main() {
  const before = require.resolve('react-dom/server.edge');
  renderWithReactNodeBuild();
  renderWithReactNodeBuild();
  const edge = require('react-dom/server.edge') as Server;
  const stream = await edge.renderToReadableStream(createElement('p', { className: 'body', title: 'Kia ora' }, 'Tēnā koe'), { nonce: 'abc', bootstrapScriptContent: 'void 0' });
  const html = await new Response(stream).text();
  console.log(JSON.stringify({ before, after: require.resolve('react-dom/server.edge'), node: require.resolve('react-dom/server.node'), same: edge === require('react-dom/server.node'), html }));
}
void main();
