import { TransactionsExportQuery } from '@/lib/schemas/desk-exports';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { csvDownloadHeaders } from '@/lib/server/http/csv-download';

export const config = { api: { bodyParser: false, responseLimit: false } };

/** The transactions of a range of New Zealand days as CSV, streamed; administrators only (docs/api.md, "Desk: exports"). */
export default apiRoute({
  GET: route({
    auth: 'required',
    query: TransactionsExportQuery,
    streamed: true,
    handler: ({ caller, query, services, res }) => services.exports.streamTransactionsCsv(caller.uid, query, res, csvDownloadHeaders(res)),
  }),
});
