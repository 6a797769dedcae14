import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client.js';

const HealthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } }, async () => {
      await pingDatabase(app.db);
      return { status: 'ok' as const, database: app.config.DATABASE_URL ? ('postgres' as const) : ('pglite' as const) };
    });
}
