import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * How the operator of this very process runs one of the site's commands: `npm run <name>` in a checkout started with
 * npm, and the built file with the data folder where npm and the build tools are not (a production install, a unit).
 */
export function commandLine(name: 'set-password' | 'backup' | 'restore', dataDir: string): string {
  if (process.env.npm_lifecycle_event) return name === 'restore' ? 'npm run restore --' : `npm run ${name}`;
  const dist = path.dirname(fileURLToPath(import.meta.url));
  return `DATA_DIR=${dataDir} node ${path.join(dist, `${name}.mjs`)}`;
}
