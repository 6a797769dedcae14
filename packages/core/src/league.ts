import { z } from 'zod';
import { LEADERBOARD_EXPANDED_PAGE_SIZE, LEADERBOARD_PAGE_SIZE } from './constants.js';
import { LeagueTableRowSchema, SeasonLeaderboardQuerySchema, SeasonLeaderboardResponseSchema } from './leaderboard.js';
import { dataResponse, integerParam, pagedResponse, pageQuery } from './pagination.js';

/** Private leagues: a group of fans ranked among themselves. */
export const LEAGUE_LIMITS = {
  nameMin: 3,
  nameMax: 40,
  description: 280,
  /** Leagues one fan may belong to. */
  leaguesPerFan: 50,
  membersPerLeague: 10_000,
} as const;

/** Invite codes: no 0/O or 1/I/L to misread when typed from a message. 10 of 31 signs: about 50 bits. */
export const INVITE_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const INVITE_CODE_LENGTH = 10;

export const LEAGUE_ROLES = ['owner', 'member'] as const;
export type LeagueRole = (typeof LEAGUE_ROLES)[number];

/** A typed code as the server compares it: upper case, without the spaces and dashes people add. */
export function normalizeInviteCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

const nameField = z
  .string({ error: 'Name is required' })
  .trim()
  .min(LEAGUE_LIMITS.nameMin, `Name must be at least ${LEAGUE_LIMITS.nameMin} characters`)
  .max(LEAGUE_LIMITS.nameMax, `Name must be at most ${LEAGUE_LIMITS.nameMax} characters`);
const descriptionField = z
  .string({ error: 'Description must be text' })
  .trim()
  .max(LEAGUE_LIMITS.description, `Description must be at most ${LEAGUE_LIMITS.description} characters`)
  .transform((value) => (value === '' ? null : value))
  .nullable();

export const CreateLeagueRequestSchema = z
  .object({ name: nameField, description: descriptionField.optional() })
  .meta({ id: 'CreateLeagueRequest' });
export type CreateLeagueRequest = z.input<typeof CreateLeagueRequestSchema>;

export const UpdateLeagueRequestSchema = z
  .object({ name: nameField.optional(), description: descriptionField.optional() })
  .refine((body) => body.name !== undefined || body.description !== undefined, 'Give a name or a description')
  .meta({ id: 'UpdateLeagueRequest' });
export type UpdateLeagueRequest = z.input<typeof UpdateLeagueRequestSchema>;

const codeField = z
  .string({ error: 'Invite code is required' })
  .transform(normalizeInviteCode)
  .pipe(z.string().min(1, 'Invite code is required').max(64, 'Invite code is too long: check the code and try again'));

export const JoinLeagueRequestSchema = z.object({ code: codeField }).meta({ id: 'JoinLeagueRequest' });
export type JoinLeagueRequest = z.input<typeof JoinLeagueRequestSchema>;
export const InviteCodeParamSchema = z.object({ code: codeField });

export const TransferLeagueRequestSchema = z
  .object({ userId: z.uuid({ error: 'userId must be a valid UUID' }) })
  .meta({ id: 'TransferLeagueRequest' });

export const LeagueMemberParamsSchema = z.object({
  id: z.uuid({ error: 'id must be a valid UUID' }),
  userId: z.uuid({ error: 'userId must be a valid UUID' }),
});

export const LeagueSchema = z
  .object({
    id: z.uuid(),
    name: z.string(),
    description: z.string().nullable(),
    inviteCode: z.string(),
    ownerId: z.uuid(),
    ownerUsername: z.string(),
    memberCount: z.number().int(),
    myRole: z.enum(LEAGUE_ROLES),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'League' });
export type League = z.infer<typeof LeagueSchema>;

/** One of my leagues, with my place in its season table (null before my first entry of the season). */
export const MyLeagueSchema = LeagueSchema.extend({ mySeasonRank: z.number().int().nullable() }).meta({
  id: 'MyLeague',
});
export type MyLeague = z.infer<typeof MyLeagueSchema>;

/** What an invite link shows before the fan confirms. */
export const LeagueInviteSchema = LeagueSchema.pick({
  id: true,
  name: true,
  description: true,
  ownerUsername: true,
  memberCount: true,
})
  .extend({ isMember: z.boolean() })
  .meta({ id: 'LeagueInvite' });
export type LeagueInvite = z.infer<typeof LeagueInviteSchema>;

export const LeagueMemberSchema = z
  .object({ userId: z.uuid(), username: z.string(), role: z.enum(LEAGUE_ROLES), joinedAt: z.iso.datetime() })
  .meta({ id: 'LeagueMember' });
export type LeagueMember = z.infer<typeof LeagueMemberSchema>;

export const LeagueMembersQuerySchema = z.object(pageQuery({ defaultPageSize: 50 }));

/** A league's table: one tournament's (`tournamentId`), or the season's without it. */
export const LeagueLeaderboardQuerySchema = z.object({
  ...SeasonLeaderboardQuerySchema.shape,
  page: integerParam('page', { min: 0 }).default(0),
  page_size: integerParam('page_size', { min: 1, max: LEADERBOARD_EXPANDED_PAGE_SIZE }).default(LEADERBOARD_PAGE_SIZE),
  tournamentId: z.uuid({ error: 'tournamentId must be a valid UUID' }).optional(),
});
export type LeagueLeaderboardQuery = z.infer<typeof LeagueLeaderboardQuerySchema>;

/** The season's table carries its `season`; a tournament's is the tournament leaderboard's shape, and where each stands in the league. */
export const LeagueLeaderboardResponseSchema = z.union([
  SeasonLeaderboardResponseSchema,
  pagedResponse(LeagueTableRowSchema),
]);
export type LeagueLeaderboardResponse = z.infer<typeof LeagueLeaderboardResponseSchema>;

export const LeagueResponseSchema = dataResponse(LeagueSchema);

/** A league as the back office lists it. */
export const AdminLeagueSchema = LeagueSchema.pick({
  id: true,
  name: true,
  ownerUsername: true,
  memberCount: true,
  createdAt: true,
}).meta({ id: 'AdminLeague' });
export type AdminLeague = z.infer<typeof AdminLeagueSchema>;

export const AdminLeagueListQuerySchema = z.object({
  ...pageQuery(),
  /** Part of the league's name or of its owner's username. */
  search: z.string().trim().max(100, 'search must be at most 100 characters').optional(),
});
export type AdminLeagueListQuery = z.infer<typeof AdminLeagueListQuerySchema>;

/** Where a member stands for the league's next tournament: a complete entry, an incomplete one, or none. */
export const ROSTER_STATUSES = ['COMPLETE', 'INCOMPLETE', 'NONE'] as const;

/** The owner's view of who has picked the league's next tournament, and whether a reminder can go now. */
export const LeagueRosterSchema = z
  .object({
    tournament: z
      .object({
        id: z.uuid(),
        name: z.string(),
        startsAt: z.iso.datetime().nullable(),
        /** The venue's zone (IANA), in which its times are said. */
        timezone: z.string(),
        matches: z.number().int(),
      })
      .nullable(),
    members: z.array(
      z.object({
        userId: z.uuid(),
        username: z.string(),
        status: z.enum(ROSTER_STATUSES),
        picked: z.number().int(),
        /** How a reminder would reach them: push on a device, mail, or not at all (reminders turned off). */
        reach: z.enum(['push', 'mail', 'none']),
      }),
    ),
    counts: z.object({ complete: z.number().int(), incomplete: z.number().int(), none: z.number().int() }),
    lastReminderAt: z.iso.datetime().nullable(),
    /** When the next reminder can go (one a day); null: now. */
    nextReminderAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'LeagueRoster' });
export type LeagueRoster = z.infer<typeof LeagueRosterSchema>;

export const LeagueRosterQuerySchema = z.object({
  tournamentId: z.uuid({ error: 'tournamentId must be a valid UUID' }).optional(),
});

export const SendLeagueReminderRequestSchema = z.strictObject(
  { tournamentId: z.uuid({ error: 'tournamentId must be a valid UUID' }) },
  { error: (issue) => (issue.code === 'unrecognized_keys' ? `Unknown field: ${issue.keys.join(', ')}` : undefined) },
);

export const LeagueReminderSentSchema = z
  .object({ byPush: z.number().int(), byMail: z.number().int(), sentAt: z.iso.datetime() })
  .meta({ id: 'LeagueReminderSent' });
export type LeagueReminderSent = z.infer<typeof LeagueReminderSentSchema>;
