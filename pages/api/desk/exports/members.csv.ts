import { apiRoute, route } from '@/lib/server/http/api-route';
import { csvDownloadHeaders } from '@/lib/server/http/csv-download';

export const config = { api: { bodyParser: false, responseLimit: false } };

/** Every member as CSV, streamed; administrators only (docs/api.md, "Desk: exports"). */
export default apiRoute({
  GET: route({
    auth: 'required',
    streamed: true,
    handler: ({ caller, services, res }) => services.exports.streamMembersCsv(caller.uid, res, csvDownloadHeaders(res)),
  }),
});
