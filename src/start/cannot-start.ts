/** Says on stderr why the site cannot start, in words the operator can act on, and exits with 1. */
export function cannotStart(message: string): never {
  process.stderr.write(`Cannot start: ${message}\n`);
  process.exit(1);
}
