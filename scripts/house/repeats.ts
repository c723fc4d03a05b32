// Places that repeat six lines or more of another, by jscpd (tokens compared, so formatting and comments do not
// hide a copy). Tests count: a copied set-up is as much for the next engineer to change twice as copied code.
// Two files' import lists are not counted: sorted by the formatter, files that use the same helpers open alike, and
// the compiler, not a person, keeps them in step.
import { hash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
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

interface JscpdStore<Value> {
  namespace(name: string): void;
  get(key: string): Promise<Value>;
  set(key: string, value: Value): Promise<Value>;
  close(): void;
}

interface Jscpd {
  detectClones(
    options: Record<string, unknown>,
    store: JscpdStore<unknown>,
    statistic: { subscribe(): object; getStatistic(): undefined },
  ): Promise<{ duplicationA: JscpdPlace; duplicationB: JscpdPlace }[]>;
}

// jscpd asks its store for every window of tokens and takes a rejection as "not seen yet". Its own store makes a new
// Error, stack and all, for each of those (most of them), and its statistics add up every file's percentage again as
// each file is read: the two took half of the scan's time. This store rejects with one error made once, and no
// statistics are kept, as nothing reads them.
const NOT_SEEN = Promise.reject(new Error('not seen'));
NOT_SEEN.catch(() => {});

function windowStore<Value>(): JscpdStore<Value> {
  const namespaces = new Map<string, Map<string, Value>>();
  let current = new Map<string, Value>();
  return {
    namespace(name) {
      current = namespaces.get(name) ?? new Map();
      namespaces.set(name, current);
    },
    get(key) {
      const value = current.get(key);
      return value === undefined ? (NOT_SEEN as Promise<Value>) : Promise.resolve(value);
    },
    set(key, value) {
      current.set(key, value);
      return Promise.resolve(value);
    },
    close() {
      namespaces.clear();
    },
  };
}

const NO_STATISTICS = { subscribe: () => ({}), getStatistic: () => undefined };

const place = (found: JscpdPlace) => `${found.sourceId}:${found.start.line}-${found.end.line}`;

const STATEMENT_START =
  /^(import|export|const|let|var|function|async|class|interface|type|enum|declare|test|describe)\b/;

/** The last line of a file's opening import declarations (comments and blank lines among them included). */
function lastImportLine(root: string, file: string): number {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  let last = 0;
  let inImport = false;
  for (const [index, line] of lines.entries()) {
    if (line.startsWith('import ')) inImport = true;
    else if (!inImport && STATEMENT_START.test(line)) break;
    if (inImport) last = index + 1;
    if (inImport && /from '[^']+';$|^import '[^']+';$/.test(line)) inImport = false;
  }
  return last;
}

function withinImports(found: JscpdPlace, importsEnd: (file: string) => number): boolean {
  return found.end.line <= importsEnd(found.sourceId);
}

/** The repeated places under `paths` of the tree at `root` (by default, the house's own). */
export async function repeats(root = REPO_ROOT, paths: readonly string[] = REPEATS_SCANNED): Promise<Repeat[]> {
  // jscpd's ES module build imports a CommonJS path without its extension; its CommonJS build loads everywhere.
  const { detectClones } = createRequire(import.meta.url)('jscpd') as Jscpd;
  const previous = process.cwd();
  process.chdir(root);
  try {
    const clones = await detectClones(
      {
        path: [...paths],
        format: ['typescript', 'tsx', 'javascript', 'css'],
        minLines: REPEATED_LINES_MIN,
        gitignore: true,
        ignore: ['**/test/fixtures/**'],
        silent: true,
        reporters: [],
        // jscpd's own, md5 through createHash, in one call.
        hashFunction: (value: string) => hash('md5', value),
      },
      windowStore(),
      NO_STATISTICS,
    );
    const importEnds = new Map<string, number>();
    const importsEnd = (file: string) => {
      if (!importEnds.has(file)) importEnds.set(file, lastImportLine(root, file));
      return importEnds.get(file) ?? 0;
    };
    const inCode = clones.filter(
      ({ duplicationA, duplicationB }) =>
        !(withinImports(duplicationA, importsEnd) && withinImports(duplicationB, importsEnd)),
    );
    return inCode.map(({ duplicationA, duplicationB }) => ({
      first: place(duplicationA),
      second: place(duplicationB),
    }));
  } finally {
    process.chdir(previous);
  }
}
