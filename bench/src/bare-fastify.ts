import Fastify from 'fastify';

/** Bare Fastify's hello world, in a process of its own: the ceiling the API's figures are read against. */
const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 3990), host: '127.0.0.1' });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
