import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const HealthResponseSchema = z.object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']) });

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } }, async () => {
      await app.db.execute(sql`select 1`);
      return { status: 'ok' as const, database: app.config.DATABASE_URL ? ('postgres' as const) : ('pglite' as const) };
    });
}
