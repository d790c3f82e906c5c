// npm start (compiled by npm run build, decision 253) and npm run dev (--dev, tsx).
// React picks its development or production build when it is first required, and Next reads
// NODE_ENV when it loads: site-mode settles both before the site's modules load. The site comes in
// by a dynamic import because static imports, and in the compiled command the packages it leaves
// external, are all loaded before a module's own code runs.
import './site-mode';

void import('./site-server');
