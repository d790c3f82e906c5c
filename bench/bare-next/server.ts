// Serves the bare app's production build on PORT (127.0.0.1), as scripts/run-site.ts serves the site.
import { createServer } from 'node:http';
import next from 'next';

const app = next({ dev: false, dir: __dirname });
void app.prepare().then(() => {
  const handle = app.getRequestHandler();
  createServer((req, res) => void handle(req, res)).listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
});
