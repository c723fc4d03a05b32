// Places that repeat six lines or more of another, by jscpd (tokens compared, so formatting and comments do not
// hide a copy). Tests count: a copied set-up is as much for the next engineer to change twice as copied code.
import { createRequire } from 'node:module';
import { REPO_ROOT } from './source-files';

export const REPEATED_LINES_MIN = 6;
export const REPEATS_SCANNED = ['src', 'shared', 'web', 'render', 'scripts', 'test', 'build.mjs'] as const;

export interface Repeat {
  first: string;
  second: string;
}

interface JscpdPlace {
  sourceId: string;
  start: { line: number };
  end: { line: number };
}

interface Jscpd {
  detectClones(options: Record<string, unknown>): Promise<{ duplicationA: JscpdPlace; duplicationB: JscpdPlace }[]>;
}

const place = (found: JscpdPlace) => `${found.sourceId}:${found.start.line}-${found.end.line}`;

export async function repeats(): Promise<Repeat[]> {
  // jscpd's ES module build imports a CommonJS path without its extension; its CommonJS build loads everywhere.
  const { detectClones } = createRequire(import.meta.url)('jscpd') as Jscpd;
  const previous = process.cwd();
  process.chdir(REPO_ROOT);
  try {
    const clones = await detectClones({
      path: [...REPEATS_SCANNED],
      format: ['typescript', 'tsx', 'javascript', 'css'],
      minLines: REPEATED_LINES_MIN,
      gitignore: true,
      ignore: ['**/test/fixtures/**'],
      silent: true,
      reporters: [],
    });
    return clones.map(({ duplicationA, duplicationB }) => ({
      first: place(duplicationA),
      second: place(duplicationB),
    }));
  } finally {
    process.chdir(previous);
  }
}
