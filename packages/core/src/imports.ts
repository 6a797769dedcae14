import { z } from 'zod';
import { GENDERS } from './constants.js';

const ImportUrlSchema = z.url({ error: 'Please enter a valid URL' });
const ImportGenderSchema = z.enum(GENDERS, { error: 'Gender must be mens or womens' });

export const ImportPreviewQuerySchema = z.object({ url: ImportUrlSchema, gender: ImportGenderSchema });

export const ImportTournamentRequestSchema = z
  .object({
    url: ImportUrlSchema,
    gender: ImportGenderSchema,
    is_completed: z.boolean().default(false),
  })
  .meta({ id: 'ImportTournamentRequest' });
export type ImportTournamentRequest = z.infer<typeof ImportTournamentRequestSchema>;

export const ImportPreviewSchema = z
  .object({
    name: z.string(),
    location: z.string().nullable(),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    gender: z.enum(GENDERS),
    imageUrl: z.string().nullable(),
    timezone: z.string(),
    rounds: z.array(z.object({ name: z.string(), matchCount: z.number().int() })),
    totalMatches: z.number().int(),
    players: z.number().int(),
    /** The tournament already imported from this page, if any: creating again updates it. */
    existingTournamentId: z.uuid().nullable(),
  })
  .meta({ id: 'ImportPreview' });
export type ImportPreview = z.infer<typeof ImportPreviewSchema>;

export const ImportResultSchema = z
  .object({ id: z.uuid(), name: z.string(), created: z.boolean() })
  .meta({ id: 'ImportResult' });

export const SyncReportSchema = z
  .object({
    resultsRecorded: z.number().int(),
    playersSet: z.number().int(),
    issuesRaised: z.number().int(),
  })
  .meta({ id: 'SyncReport' });
export type SyncReport = z.infer<typeof SyncReportSchema>;
