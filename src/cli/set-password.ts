// `npm run set-password`: chooses a new admin password, asked for twice without echo, so it never appears on
// screen or in the shell's history. Safe while the server runs: SQLite lets both write, and the server reads
// the hash and the sessions from the database at every request, so every old sign-in ends at once.
import '../require-node';
import { createAuth } from '../admin/auth';
import { loadConfigOrExit } from '../config';
import { openWeddingDatabase } from '../storage/open-wedding-database';
import { createSecretPrompt } from './read-secret';

const MIN_LENGTH = 8;

async function main(): Promise<number> {
  const { config } = loadConfigOrExit();
  const prompt = createSecretPrompt();
  try {
    const password = await prompt.ask('New admin password: ');
    if (password.length < MIN_LENGTH) {
      process.stderr.write(`The password must be at least ${MIN_LENGTH} characters long. Nothing was changed.\n`);
      return 1;
    }
    const again = await prompt.ask('The same again: ');
    if (again !== password) {
      process.stderr.write('The two passwords differ. Nothing was changed.\n');
      return 1;
    }
    const db = openWeddingDatabase(config.dataDir, config.databaseFile, config.allowNewDatabase);
    try {
      await createAuth(db).changePassword(password);
    } finally {
      db.close();
    }
    process.stderr.write('The admin password is changed. Every browser that was signed in has been signed out.\n');
    return 0;
  } finally {
    prompt.close();
  }
}

main().then(
  (code) => process.exit(code),
  (err: unknown) => {
    process.stderr.write(`set-password failed: ${err instanceof Error ? err.message : String(err)}\n`);
    process.exit(1);
  },
);
