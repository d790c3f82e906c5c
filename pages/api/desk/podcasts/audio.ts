import { apiRoute, route } from '@/lib/server/http/api-route';

export const config = { api: { bodyParser: false } };

// The body is the audio file itself (any Content-Type): its bytes decide whether it is MP3, M4A or OGG.
export default apiRoute({
  POST: route({ auth: 'required', rawBody: 'stream', status: 201, handler: async ({ caller, req, services }) => services.siteContent.uploadPodcastAudio(caller.uid, req) }),
});
