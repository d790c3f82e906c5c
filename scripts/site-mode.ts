// Imported by run-site.ts before the site itself loads (anything that loads React): React picks its development or
// production build when it is first required, and the email templates (which the container and the
// outbox worker import) require it while the site's modules load. A development React under Next's
// production renderer fails every page ("dispatcher.getOwner is not a function").
import { parseArgs } from 'node:util';

const { values } = parseArgs({ options: { prod: { type: 'boolean' }, dev: { type: 'boolean' } } });

/** `npm run dev` (--dev) rather than `npm start` (--prod). */
export const devMode = Boolean(values.dev) && !values.prod;

// Next.js reads NODE_ENV when it loads too.
Object.assign(process.env, { NODE_ENV: devMode ? 'development' : 'production' });
