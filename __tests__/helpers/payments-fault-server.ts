// A small payments server for the crash test (payments-fault.test.ts): it runs the start-up jobs
// as `npm start` does, then serves the payments routes on PORT over a file-backed PGlite.
import { createServer } from 'node:http';
import { appServices } from '@/lib/server/container';
import listTransactions from '@/pages/api/tsom/payments/list-transactions';
import payments from '@/pages/api/tsom/payments/index';
import receipt from '@/pages/api/tsom/payments/receipt';
import { closeDatabase } from '@/lib/server/db/client';

const routes: Record<string, typeof payments> = {
  '/api/tsom/payments': payments,
  '/api/tsom/payments/list-transactions': listTransactions,
  '/api/tsom/payments/receipt': receipt,
};

async function main() {
  const report = await appServices().payments.runJobs();
  const server = createServer((req, res) => {
    const route = routes[new URL(req.url ?? '/', 'http://localhost').pathname];
    if (route) void route(req, res);
    else res.writeHead(404).end();
  });
  server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log(`listening reconciled=${report.reconciled}`));
  process.on('SIGTERM', () => {
    server.close();
    server.closeAllConnections();
    void closeDatabase().then(() => process.exit(0));
  });
}

void main();
