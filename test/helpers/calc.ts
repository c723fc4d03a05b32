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

/**
 * Opens a CSV in LibreOffice Calc, headless, with an import filter's options (separators, quote, charset: "44,34,76,1")
 * and saves it as `convertTo` (a filter name and its options), in a profile of its own: `read` gets the saved file.
 */
export function throughCalc<T>(
  csv: Buffer,
  { infilter, convertTo, saved }: { infilter: string; convertTo: string; saved: string },
  read: (file: string) => T,
): T {
  // Under CI, where nothing skips, a missing Calc fails each sheet's test at once and names it (not "ENOENT").
  if (!hasCalc) throw new Error(`LibreOffice Calc (soffice) is not installed: ${INSTALL_CALC}`);
  const dir = mkdtempSync(path.join(tmpdir(), 'wedding-calc-'));
  try {
    writeFileSync(path.join(dir, 'sheet.csv'), csv);
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
        path.join(dir, 'sheet.csv'),
      ],
      { stdio: 'ignore', timeout: 120_000 },
    );
    return read(path.join(dir, 'out', saved));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A file's text, for throughCalc. */
export const textOf = (file: string): string => readFileSync(file, 'utf8');
