import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { notFound } from '../../lib/app-error.js';
import { signedInProfile } from '../../plugins/auth.js';
import { roleIn } from './service.js';

/** The cache key of whatever depends on a league's members (migration 0015's notices). */
export const leagueScope = (leagueId: string) => `league:${leagueId}`;

/** A fan's role in a league as the membership check keeps it (null: not a member). */
const MemberRole = z.object({ role: z.string().nullable() });

/**
 * 404 unless the signed-in fan is a member of the league. Kept with the league's cached reads (`app.leagueReads`:
 * a table polled by every member), so a hot page costs no query for the check either; a change of members moves
 * its version. A route runs it before its own read (a preHandler), so a kept table never reaches a non-member.
 */
export async function requireMember(app: FastifyInstance, request: FastifyRequest, leagueId: string) {
  const userId = signedInProfile(request).id;
  const cached = await app.leagueReads.get(`league-role:${leagueId}:${userId}`, leagueScope(leagueId), async () => ({
    role: await roleIn(app.db, leagueId, userId),
  }));
  if (!MemberRole.parse(JSON.parse(cached.body)).role) throw notFound('League');
}
