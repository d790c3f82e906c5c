import { MemberDataQuery } from '@/lib/schemas/profile';
import { apiRoute, route } from '@/lib/server/http/api-route';
import { memberDataDownloadHeaders } from '@/lib/server/http/member-data-download';

export const config = { api: { bodyParser: false, responseLimit: false } };

/** Everything held about the signed-in member, as a JSON or HTML download, streamed (docs/api.md, "Download my data"). */
export default apiRoute({
  GET: route({
    query: MemberDataQuery,
    auth: 'required',
    streamed: true,
    handler: ({ query, caller, services, res }) => services.privacy.streamMemberData(caller, query.format, res, memberDataDownloadHeaders(res)),
  }),
});
