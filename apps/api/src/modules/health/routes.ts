import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { pingDatabase } from '../../db/client.js';
import { PROCESS_ROLES } from '../../lib/roles.js';

const HealthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
  /** What this process is for (ROLE): deploy/ starts each role by name. */
  role: z.enum(PROCESS_ROLES),
  /** Whether this process publishes the change log now: one per database (decision 032). */
  changePublisher: z.boolean(),
});

export async function healthRoutes(app: FastifyInstance) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .get('/health', { schema: { tags: ['health'], response: { 200: HealthResponseSchema } } }, async () => {
      await pingDatabase(app.db);
      return {
        status: 'ok' as const,
        database: app.config.DATABASE_URL ? ('postgres' as const) : ('pglite' as const),
        role: app.config.ROLE,
        changePublisher: app.changes.isPublisher(),
      };
    });
}
