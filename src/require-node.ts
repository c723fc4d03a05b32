// Imported first by every entry point, so that it runs before anything touches better-sqlite3: its Node-API
// binary loads on an older Node but crashes the process at the first statement, with no word of why.
import { engines } from '../package.json';

const minimumMajor = Number(/\d+/.exec(engines.node)?.[0]);
const [major = 0] = process.versions.node.split('.').map(Number);
if (major < minimumMajor) {
  process.stderr.write(
    `This site needs Node ${minimumMajor} or newer, found ${process.versions.node}: install Node 24 LTS.\n`,
  );
  process.exit(1);
}
