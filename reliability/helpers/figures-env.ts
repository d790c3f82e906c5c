import { tmpdir } from 'node:os';
import path from 'node:path';

// The summary reporter and every worker agree on one folder.
process.env.RELIABILITY_FIGURES_DIR ??= path.join(tmpdir(), 'panui-reliability');
