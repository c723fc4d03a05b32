import { execFileSync, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { isCI } from './ci';

const hasCalc = spawnSync('sh', ['-c', 'command -v soffice']).status === 0;
const INSTALL_CALC = 'apt-get install --no-install-recommends libreoffice-calc-nogui';

/**
 * Whether a suite that opens sheets in LibreOffice Calc skips: like the browser tests, a developer without it is told
 * how to get it; CI never skips, and fails without it.
 */
export const skipWithoutCalc: string | false = !hasCalc && !isCI ? `needs LibreOffice Calc: ${INSTALL_CALC}` : false;

interface CalcOptions {
  /** The import filter's options: separators, quote, charset ("44,34,76,1"). */
  infilter: string;
  /** What to save as: a filter name and its options. */
  convertTo: string;
}

/** Runs one start of Calc over the CSVs, saved under these names, and gives `read` the folder it saved them in. */
function inCalc<T>(
  csvs: ReadonlyMap<string, Buffer>,
  { infilter, convertTo }: CalcOptions,
  read: (out: string) => T,
): T {
  // Under CI, where nothing skips, a missing Calc fails each sheet's test at once and names it (not "ENOENT").
  if (!hasCalc) throw new Error(`LibreOffice Calc (soffice) is not installed: ${INSTALL_CALC}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'wedding-calc-'));
  try {
    for (const [name, csv] of csvs) writeFileSync(path.join(dir, name), csv);
    execFileSync(
      'soffice',
      [
        `-env:UserInstallation=${pathToFileURL(path.join(dir, 'profile')).href}`,
        '--headless',
        '--norestore',
        `--infilter=CSV:${infilter}`,
        '--convert-to',
        convertTo,
        '--outdir',
        path.join(dir, 'out'),
        ...[...csvs.keys()].map((name) => path.join(dir, name)),
      ],
      { stdio: 'ignore', timeout: 120_000 * csvs.size },
    );
    return read(path.join(dir, 'out'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Opens a CSV in LibreOffice Calc, headless, with an import filter's options (separators, quote, charset: "44,34,76,1")
 * and saves it as `convertTo` (a filter name and its options), in a profile of its own: `read` gets the saved file.
 */
export function throughCalc<T>(
  csv: Buffer,
  { saved, ...options }: CalcOptions & { saved: string },
  read: (file: string) => T,
): T {
  return inCalc(new Map([['sheet.csv', csv]]), options, (out) => read(path.join(out, saved)));
}

/**
 * {@link throughCalc} for several CSVs opened the same way, in one start of Calc (a start takes a second or more):
 * `read` gets each saved file (its name ends in `extension`), in the CSVs' order.
 */
export function throughCalcAll<T>(
  csvs: readonly Buffer[],
  { extension, ...options }: CalcOptions & { extension: string },
  read: (file: string) => T,
): T[] {
  const names = csvs.map((_, index) => `sheet-${index + 1}`);
  return inCalc(new Map(names.map((name, index) => [`${name}.csv`, csvs[index] ?? Buffer.alloc(0)])), options, (out) =>
    names.map((name) => read(path.join(out, `${name}.${extension}`))),
  );
}

/** A file's text, for throughCalc. */
export const textOf = (file: string): string => readFileSync(file, 'utf8');
