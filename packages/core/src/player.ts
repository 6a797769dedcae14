import { z } from 'zod';
import { GENDERS } from './constants.js';
import { enumParam, pageQuery, SortOrderSchema } from './pagination.js';

export const GenderSchema = z.enum(GENDERS);

/** A player as shown inside a match or a draw: enough to print 'fullName (worldRank)'. */
export const MatchPlayerSchema = z
  .object({
    id: z.uuid(),
    fullName: z.string(),
    worldRank: z.number().int().nullable(),
    country: z.string().nullable(),
    seed: z.number().int().nullable().optional(),
  })
  .meta({ id: 'MatchPlayer' });
export type MatchPlayer = z.infer<typeof MatchPlayerSchema>;

export const PlayerSchema = z
  .object({
    id: z.uuid(),
    externalId: z.string().nullable(),
    slug: z.string().nullable(),
    fullName: z.string(),
    firstName: z.string().nullable(),
    lastName: z.string().nullable(),
    country: z.string().nullable(),
    gender: GenderSchema,
    imageUrl: z.string().nullable(),
    url: z.string().nullable(),
    worldRank: z.number().int().nullable(),
    /** The date of the ranking list the rank is from, when known. */
    worldRankDate: z.iso.date().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Player' });
export type Player = z.infer<typeof PlayerSchema>;

export const ListPlayersQuerySchema = z.object({
  ...pageQuery(),
  sort_by: enumParam('sort_by', ['world_rank', 'full_name', 'created_at']).default('world_rank'),
  sort_order: SortOrderSchema.default('asc'),
  gender: z
    .string()
    .transform((value) => value.toLowerCase())
    .pipe(enumParam('gender', GENDERS))
    .optional(),
});
export type ListPlayersQuery = z.infer<typeof ListPlayersQuerySchema>;
