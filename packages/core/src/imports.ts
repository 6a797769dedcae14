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

/** Characters of an uploaded draw file: a 128-draw of both genders is well under a tenth of it. */
export const MAX_DRAW_UPLOAD_CHARS = 2_000_000;

/**
 * 'Upload a draw file': the text of a JSON file in the neutral draw format (`psa-draw-fixture/v1`), for
 * events no parser handles. `tournament` picks one event (its `key`) when the file holds several.
 */
export const UploadDrawPreviewRequestSchema = z
  .object({
    content: z
      .string({ error: 'Choose a draw file to upload' })
      .min(1, 'Choose a draw file to upload')
      .max(MAX_DRAW_UPLOAD_CHARS, 'The draw file is too large (at most 2 MB)'),
    gender: ImportGenderSchema,
    tournament: z.string().trim().min(1).max(200, 'tournament must be at most 200 characters').optional(),
  })
  .meta({ id: 'UploadDrawPreviewRequest' });
export type UploadDrawPreviewRequest = z.infer<typeof UploadDrawPreviewRequestSchema>;

export const UploadDrawRequestSchema = UploadDrawPreviewRequestSchema.extend({
  is_completed: z.boolean().default(false),
}).meta({ id: 'UploadDrawRequest' });
export type UploadDrawRequest = z.infer<typeof UploadDrawRequestSchema>;

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
