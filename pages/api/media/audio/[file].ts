import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { getConfig } from '@/lib/server/config';
import { sendFileWithRanges } from '@/lib/server/http/send-file-range';
import { audioDir } from '@/lib/server/seed/audio';

// GET /audio/{file} (rewritten here): the locally generated podcast audio (.wav) and episodes
// uploaded in the desk (.mp3, .m4a, .ogg; their bytes were checked on upload).
const contentTypes: Record<string, string> = { wav: 'audio/wav', mp3: 'audio/mpeg', m4a: 'audio/mp4', ogg: 'audio/ogg' };

export default function audio(req: IncomingMessage & { query?: Record<string, string | string[]> }, res: ServerResponse) {
  const file = String(req.query?.file ?? '');
  if ((req.method !== 'GET' && req.method !== 'HEAD') || !/^[a-z0-9-]+\.(wav|mp3|m4a|ogg)$/.test(file)) {
    res.statusCode = req.method === 'GET' || req.method === 'HEAD' ? 404 : 405;
    res.end();
    return;
  }
  sendFileWithRanges(req, res, path.join(audioDir(getConfig().DATA_DIR), file), contentTypes[file.split('.').pop() ?? 'wav'] ?? 'audio/wav');
}
