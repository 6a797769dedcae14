import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** Bare Fastify's hello world, in a process of its own: the ceiling the API's figures are read against. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// The very bytes of a file the API sends (PNG_FILE), from memory: what a static file costs here. (The same
// length of one repeated byte is no stand-in: autocannon reads such a body ten times faster.)
const bytes = process.env.PNG_FILE ? readFileSync(process.env.PNG_FILE) : Buffer.alloc(0);
app.get('/png', async (_request, reply) => reply.type('image/png').send(bytes));
await app.listen({ port: Number(process.env.PORT ?? 3990), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
