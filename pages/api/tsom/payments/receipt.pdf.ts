import { ReceiptPdfQuery } from '@/lib/schemas/payments';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { pdfDownloadHeaders } from '@/lib/server/http/pdf-download';

export const config = { api: { bodyParser: false, responseLimit: false } };

/** One of the caller's receipts as a PDF, streamed (docs/api.md, "Receipts and statements"). */
export default apiRoute({
  GET: route({
    auth: 'required',
    sessionCookie: true,
    query: ReceiptPdfQuery,
    streamed: true,
    handler: ({ caller, query, services, res }) => services.receipts.streamReceiptPdf(caller, query.txId, res, pdfDownloadHeaders(res)),
  }),
});
