// The reference for start-up time and idle memory: Fastify and better-sqlite3 and nothing else, answering
// one route from the database. The site is compared against this on the same machine in the same run.
import Database from 'better-sqlite3';
import Fastify from 'fastify';

const db = new Database(process.env.BARE_DB ?? ':memory:');
db.pragma('journal_mode = WAL');
db.exec('CREATE TABLE IF NOT EXISTS t (x INTEGER)');
const count = db.prepare('SELECT count(*) AS n FROM t');

const app = Fastify();
app.get('/', async () => count.get());
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`Guest page:  http://127.0.0.1:${app.server.address().port}/\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
