import {
  dataResponse,
  IdParamSchema,
  LeagueReminderSentSchema,
  LeagueRosterQuerySchema,
  LeagueRosterSchema,
  SendLeagueReminderRequestSchema,
} from '@squash/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicUrl } from '../../auth/auth.js';
import { leagueReminderMail, lockTime } from '../../integrations/mail/templates.js';
import { errorResponses } from '../../lib/error-responses.js';
import { say, textsFor } from '../../lib/texts.js';
import { signedInProfile } from '../../plugins/auth.js';
import { PUSH } from '../push/texts.js';
import { leagueRoster, planLeagueReminder, type ReminderPlan } from './roster.js';

const me = (request: FastifyRequest) => signedInProfile(request).id;

/** The owner's roster for the league's next tournament, and the day's reminder to those who haven't finished. */
export function leagueRosterRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>();
  api.get(
    '/leagues/:id/roster',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary: "Who has a complete entry, an incomplete one or none for the league's next tournament (the owner's)",
        params: IdParamSchema,
        querystring: LeagueRosterQuerySchema,
        response: { 200: dataResponse(LeagueRosterSchema), ...errorResponses(400, 401, 403, 404, 409) },
      },
    },
    async (request) => ({
      data: await leagueRoster(app.db, {
        leagueId: request.params.id,
        ownerId: me(request),
        tournamentId: request.query.tournamentId,
        now: app.clock.now(),
      }),
    }),
  );

  api.post(
    '/leagues/:id/reminders',
    {
      onRequest: app.requireUser,
      schema: {
        tags: ['leagues'],
        summary:
          'Remind the members without a complete entry, by push or mail (once a day per tournament, the owner’s)',
        params: IdParamSchema,
        body: SendLeagueReminderRequestSchema,
        response: { 201: dataResponse(LeagueReminderSentSchema), ...errorResponses(400, 401, 403, 404, 409, 429) },
      },
    },
    async (request, reply) => {
      const plan = await planLeagueReminder(app.db, {
        leagueId: request.params.id,
        ownerId: me(request),
        tournamentId: request.body.tournamentId,
        now: app.clock.now(),
      });
      await sendReminder(app, plan);
      return reply.status(201).send({ data: plan.sent });
    },
  );
}

/** The recorded reminder, sent: pushes through the job queue (each device once), mails through the mailer. */
async function sendReminder(app: FastifyInstance, plan: ReminderPlan) {
  const link = `${publicUrl(app.config)}/tournaments/${plan.tournament.id}`;
  const startsAt = plan.tournament.startsAt ? new Date(plan.tournament.startsAt) : null;
  if (plan.push.length > 0) {
    await app.notify({
      key: `league-reminder:${plan.league.id}:${plan.tournament.id}:${plan.sent.sentAt}`,
      kind: 'tips',
      userIds: plan.push.map((member) => member.userId),
      payload: (texts) => ({
        title: say(texts, PUSH.leagueReminderTitle, { tournament: plan.tournament.name }),
        body: say(texts, PUSH.leagueReminderBody, {
          owner: plan.league.owner,
          league: plan.league.name,
          startsAt: lockTime(texts, startsAt, plan.tournament.timezone),
        }),
        url: `/tournaments/${plan.tournament.id}`,
        tag: `league-reminder:${plan.tournament.id}`,
      }),
    });
  }
  for (const member of plan.mail) {
    await app.mailer.send(
      leagueReminderMail(
        member.email,
        {
          league: plan.league.name,
          owner: plan.league.owner,
          tournament: plan.tournament.name,
          link,
          startsAt,
          timeZone: plan.tournament.timezone,
        },
        textsFor(member.locale),
      ),
    );
  }
}
