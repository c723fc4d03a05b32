import { spawnSync } from 'node:child_process';
import { isCI } from './ci';

const hasCalc = spawnSync('sh', ['-c', 'command -v soffice']).status === 0;

/**
 * Whether a suite that opens sheets in LibreOffice Calc skips: like the browser tests, a developer without it is told
 * how to get it; CI never skips, and fails without it.
 */
export const skipWithoutCalc: string | false =
  !hasCalc && !isCI ? 'needs LibreOffice Calc: apt-get install --no-install-recommends libreoffice-calc-nogui' : false;
