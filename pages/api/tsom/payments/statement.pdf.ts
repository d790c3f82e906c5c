import { StatementPdfQuery } from '@/lib/schemas/receipts';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { pdfDownloadHeaders } from '@/lib/server/http/pdf-download';

export const config = { api: { bodyParser: false, responseLimit: false } };

/** The caller's statement for a tax year or calendar year as a PDF, streamed (docs/api.md, "Receipts and statements"). */
export default apiRoute({
  GET: route({
    auth: 'required',
    sessionCookie: true,
    query: StatementPdfQuery,
    streamed: true,
    handler: ({ caller, query, services, res }) => services.receipts.streamStatementPdf(caller, { kind: query.period, year: query.year }, res, pdfDownloadHeaders(res)),
  }),
});
