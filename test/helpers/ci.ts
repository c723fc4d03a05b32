import { before } from 'node:test';

/** Whether the tests run under CI, where nothing they need may be missing: a suite that would skip fails instead. */
export const isCI = Boolean(process.env.CI) && process.env.CI !== 'false' && process.env.CI !== '0';

/**
 * Inside a suite that needs tools (a browser, restic, sshd): where any is missing (under CI, where the suite is not
 * skipped), it fails at its start, naming them, instead of waiting for ever on a program that never starts.
 */
export function failWithout(missing: readonly string[], install: string): void {
  before(() => {
    if (missing.length > 0) throw new Error(`this suite needs ${missing.join(', ')}, which is missing: ${install}`);
  });
}
