import { readFileSync } from 'node:fs';
import Fastify from 'fastify';

/** Bare Fastify's hello world, in a process of its own: the ceiling the API's figures are read against. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
// The very bytes of an answer the API sends (BODY_FILE, of BODY_TYPE), from memory: what sending the same bytes
// costs here. (The same length of one repeated byte is no stand-in: autocannon reads such a body ten times faster.)
const bytes = process.env.BODY_FILE ? readFileSync(process.env.BODY_FILE) : Buffer.alloc(0);
const type = process.env.BODY_TYPE || 'application/octet-stream';
app.get('/same', async (_request, reply) => reply.type(type).send(bytes));
await app.listen({ port: Number(process.env.PORT ?? 3990), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
