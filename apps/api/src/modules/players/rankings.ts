import {
  type Gender,
  normalizedName,
  parseRankingList,
  type RankingProblem,
  type RankingsApplyResult,
  type RankingsImportRequest,
  type RankingsPreview,
  rankingIdentity,
  rankingProblem,
} from '@squash/core';
import { eq, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { players } from '../../db/schema.js';
import { ADMIN_ERRORS, RANKING_PROBLEMS } from '../../lib/admin-errors.js';
import { AppError } from '../../lib/app-error.js';
import { required } from '../../lib/required.js';
import { type SaidValue, say, type Texts, textsFor } from '../../lib/texts.js';

interface KnownPlayer {
  id: string;
  slug: string | null;
  fullName: string;
  gender: Gender;
  worldRank: number | null;
}

interface Matched {
  line: number;
  player: KnownPlayer;
  rank: number;
}

/** What applying a ranking list would change: found players and their new ranks, unknown names, problems. */
/** A list's problem in the reader's language. */
const problemIn =
  (problem: RankingProblem): SaidValue =>
  (texts) =>
    say(texts, RANKING_PROBLEMS[problem.kind], problem.values);

/** What the list would change, its problems said in the language of `texts` (the admin's). */
export async function previewRankings(
  db: Executor,
  request: RankingsImportRequest,
  texts: Texts = textsFor('en'),
): Promise<RankingsPreview> {
  const { preview } = await matchRankings(db, request);
  return {
    ...preview,
    problems: preview.problems.map((problem) => ({ line: problem.line, message: problemIn(problem)(texts) })),
  };
}

async function matchRankings(
  db: Executor,
  request: RankingsImportRequest,
): Promise<{ preview: Omit<RankingsPreview, 'problems'> & { problems: RankingProblem[] }; matched: Matched[] }> {
  const list = parseRankingList(request.content);
  const known: KnownPlayer[] = await db
    .select({
      id: players.id,
      slug: players.slug,
      fullName: players.fullName,
      gender: players.gender,
      worldRank: players.worldRank,
    })
    .from(players)
    .where(request.gender ? eq(players.gender, request.gender) : undefined);
  const bySlug = new Map(known.flatMap((player) => (player.slug ? [[player.slug.toLowerCase(), player]] : [])));
  const byName = new Map<string, KnownPlayer[]>();
  for (const player of known) {
    const name = normalizedName(player.fullName);
    byName.set(name, [...(byName.get(name) ?? []), player]);
  }

  const problems = [...list.problems];
  const unknown: RankingsPreview['unknown'] = [];
  const matched: Matched[] = [];
  const lineOf = new Map<string, number>();
  for (const row of list.rows) {
    const identity = rankingIdentity(row.player);
    const found =
      'slug' in identity ? [bySlug.get(identity.slug)].flatMap((p) => p ?? []) : (byName.get(identity.name) ?? []);
    if (found.length === 0) {
      unknown.push({ line: row.line, player: row.player });
      continue;
    }
    if (found.length > 1) {
      problems.push(rankingProblem(row.line, 'ambiguousName', { player: row.player, count: found.length }));
      continue;
    }
    const player = required(found[0], `the player of line ${row.line}`);
    const earlier = lineOf.get(player.id);
    if (earlier !== undefined) {
      problems.push(rankingProblem(row.line, 'duplicatePlayer', { player: player.fullName, earlier }));
      continue;
    }
    lineOf.set(player.id, row.line);
    matched.push({ line: row.line, player, rank: row.rank });
  }
  problems.sort((a, b) => a.line - b.line);
  const changes = matched
    .filter((row) => row.player.worldRank !== row.rank)
    .map((row) => ({
      line: row.line,
      playerId: row.player.id,
      fullName: row.player.fullName,
      gender: row.player.gender,
      currentRank: row.player.worldRank,
      newRank: row.rank,
    }));
  return {
    matched,
    preview: {
      listDate: request.listDate,
      format: list.format,
      changes,
      unchanged: matched.length - changes.length,
      unknown,
      problems,
    },
  };
}

/**
 * Applies a ranking list: every player found gets the list's rank and its date, in one transaction.
 * Refused while any row has a problem (the preview lists them); unknown names are skipped and reported.
 */
export async function applyRankings(db: Executor, request: RankingsImportRequest): Promise<RankingsApplyResult> {
  return db.transaction(async (tx) => {
    const { preview, matched } = await matchRankings(tx, request);
    const [first] = preview.problems;
    if (first) {
      throw AppError.said('VALIDATION_ERROR', ADMIN_ERRORS.rankingsRefused, {
        problem: problemIn(first),
        more: preview.problems.length - 1,
      });
    }
    if (matched.length === 0) {
      throw AppError.said('VALIDATION_ERROR', ADMIN_ERRORS.noRankedPlayer);
    }
    const values = sql.join(
      matched.map((row) => sql`(${row.player.id}::uuid, ${row.rank}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update players set world_rank = list.rank, world_rank_date = ${request.listDate}::date, updated_at = now()
      from (values ${values}) as list(id, rank)
      where players.id = list.id`);
    return {
      listDate: request.listDate,
      updated: preview.changes.length,
      unchanged: preview.unchanged,
      unknown: preview.unknown,
    };
  });
}
