// The floor for serving bytes from Node: Fastify and nothing else, sending files held in memory as they are
// (BARE_FILES: a folder of .html and .js files holding brotli bytes). Compared with the site and with nginx.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import Fastify from 'fastify';

const dir = process.env.BARE_FILES ?? '.';
const app = Fastify();
for (const name of readdirSync(dir)) {
  const type = name.endsWith('.html')
    ? 'text/html; charset=utf-8'
    : name.endsWith('.js')
      ? 'text/javascript; charset=utf-8'
      : undefined;
  if (!type) continue;
  const bytes = readFileSync(path.join(dir, name));
  app.get(`/${name}`, (_request, reply) =>
    reply.header('content-type', type).header('content-encoding', 'br').send(bytes),
  );
}
app.get('/', async () => 'ok');
await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`Guest page:  http://127.0.0.1:${app.server.address().port}/\n`);
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
