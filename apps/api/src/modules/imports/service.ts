import { type Gender, gameScoreOf, type ImportPreview, type SyncReport } from '@squash/core';
import { and, asc, eq, sql } from 'drizzle-orm';
import { type Executor, queryRows } from '../../db/client.js';
import { dataIssues, matches, rounds, tournaments } from '../../db/schema.js';
import type { ParsedCompetition, ParsedTournament } from '../../integrations/psa/draw.js';
import { parseDrawFixture } from '../../integrations/psa/draw-fixture.js';
import { importRefusal, PsaParseError, reasonOf } from '../../integrations/psa/errors.js';
import { fetchPsaPage, type PsaFetchOptions } from '../../integrations/psa/fetch.js';
import { parseTournamentPage } from '../../integrations/psa/parse-tournament-page.js';
import { parseWpTournament } from '../../integrations/psa/parse-wp-tournament.js';
import { timezoneForLocation } from '../../integrations/psa/timezones.js';
import { parseTournamentUrl, wpApiUrl } from '../../integrations/psa/url.js';
import { ADMIN_ERRORS } from '../../lib/admin-errors.js';
import { AppError, notFound } from '../../lib/app-error.js';
import { required } from '../../lib/required.js';
import { resultOf, storeDraw, upsertPlayers } from '../draws/store-draw.js';
import { recordResult, replaceRoundOnePlayer } from '../results/service.js';

export interface LoadedDraw {
  tournament: ParsedTournament;
  competition: ParsedCompetition;
  sourceKey: string;
}

/** The newer tour site, whose WordPress API may carry the draw; the older one only has pages. */
const API_ORIGINS = new Set(['https://www.psasquashtour.com']);

/**
 * Fetch and parse one gender's draw from the tour's site; every failure is a 422 with the parser's
 * words. For psasquashtour.com URLs the WordPress API is asked first and the page is the fallback;
 * when neither has the draw, the message says what each lacked.
 */
export async function loadDraw(url: string, gender: Gender, fetchOptions: PsaFetchOptions): Promise<LoadedDraw> {
  try {
    const { slug, origin } = parseTournamentUrl(url);
    // The canonical page, whatever www, slash or query the admin pasted.
    const canonical = `${origin}/tournament/${slug}/`;
    const sourceKey = `psa:${slug}:${gender}`;
    let apiProblem: PsaParseError | null = null;
    if (API_ORIGINS.has(origin)) {
      try {
        const json = await fetchPsaPage(wpApiUrl(slug, origin), fetchOptions);
        return fromTournament(parseWpTournament(json, { gender, sourceUrl: canonical }), gender, sourceKey);
      } catch (error) {
        if (!(error instanceof PsaParseError)) throw error;
        apiProblem = error;
      }
    }
    try {
      const html = await fetchPsaPage(canonical, fetchOptions);
      return fromTournament(parseTournamentPage(html, { gender, sourceUrl: canonical }), gender, sourceKey);
    } catch (error) {
      if (apiProblem === null || !(error instanceof PsaParseError)) throw error;
      throw PsaParseError.said(ADMIN_ERRORS.noDrawFound, {
        gender,
        slug,
        api: reasonOf(apiProblem),
        page: reasonOf(error),
      });
    }
  } catch (error) {
    if (error instanceof PsaParseError) throw importRefusal(error);
    throw error;
  }
}

function fromTournament(tournament: ParsedTournament, gender: Gender, sourceKey: string): LoadedDraw {
  const competition = tournament.competitions.find((c) => c.gender === gender);
  if (!competition) throw PsaParseError.said(ADMIN_ERRORS.hasNoDraw, { tournament: tournament.name, gender });
  return { tournament, competition, sourceKey };
}

/**
 * One gender's draw from an admin's upload in the neutral format (`psa-draw-fixture/v1`), for events no
 * parser handles. A file may hold several tournaments: `key` picks one. An event whose source is a
 * tour page is the same tournament as the page's import (same key), so uploading never duplicates it.
 */
export function loadUploadedDraw({
  content,
  gender,
  key,
}: {
  content: string;
  gender: Gender;
  key?: string | undefined;
}): LoadedDraw {
  try {
    let json: unknown;
    try {
      json = JSON.parse(content);
    } catch (error) {
      const reason = error instanceof SyntaxError ? `: ${error.message}` : '';
      throw PsaParseError.said(ADMIN_ERRORS.notJson, { reason });
    }
    const tournaments = parseDrawFixture(json);
    const keys = tournaments.map((t) => t.slug).join(', ');
    const tournament = key
      ? tournaments.find((t) => t.slug === key)
      : tournaments.length === 1
        ? tournaments[0]
        : undefined;
    if (!tournament) {
      throw key
        ? PsaParseError.said(ADMIN_ERRORS.fileHasNo, { key, keys })
        : PsaParseError.said(ADMIN_ERRORS.fileHolds, { count: tournaments.length, keys });
    }
    let sourceKey = `upload:${tournament.slug}:${gender}`;
    try {
      if (tournament.sourceUrl) sourceKey = `psa:${parseTournamentUrl(tournament.sourceUrl).slug}:${gender}`;
    } catch {
      // Not a tour page: the upload is its own source.
    }
    return fromTournament(tournament, gender, sourceKey);
  } catch (error) {
    if (error instanceof PsaParseError) throw importRefusal(error);
    throw error;
  }
}

export async function previewImport(db: Executor, draw: LoadedDraw): Promise<ImportPreview> {
  const [existing] = await db
    .select({ id: tournaments.id })
    .from(tournaments)
    .where(eq(tournaments.sourceKey, draw.sourceKey));
  const rounds = draw.competition.rounds.map((round) => ({
    name: round.name,
    matchCount: round.matches.filter((m) => m.status !== 'bye').length,
  }));
  return {
    name: draw.tournament.name,
    location: draw.tournament.location,
    startDate: draw.tournament.startDate,
    endDate: draw.tournament.endDate,
    gender: draw.competition.gender,
    imageUrl: draw.tournament.imageUrl,
    timezone: timezoneForLocation(draw.tournament.location),
    rounds,
    totalMatches: rounds.reduce((sum, round) => sum + round.matchCount, 0),
    players: draw.competition.players.length,
    existingTournamentId: existing?.id ?? null,
  };
}

/**
 * Creates the tournament of a draw (CREATING, or COMPLETED when the admin says it is over), or, when
 * this page was imported before, updates it through the sync: importing twice never duplicates.
 */
export async function importDraw(
  db: Executor,
  draw: LoadedDraw,
  {
    isCompleted,
    now,
    entryFee = 0,
  }: { isCompleted: boolean; now: Date /** A new tournament's fee, hundredths of a credit. */; entryFee?: number },
): Promise<{ id: string; name: string; created: boolean }> {
  const [existing] = await db
    .select({ id: tournaments.id, name: tournaments.name })
    .from(tournaments)
    .where(eq(tournaments.sourceKey, draw.sourceKey));
  if (existing) {
    await syncDraw(db, existing.id, draw.competition, now);
    return { ...existing, created: false };
  }
  const stored = await db.transaction((tx) =>
    storeDraw(tx, {
      name: draw.tournament.name,
      location: draw.tournament.location,
      gender: draw.competition.gender,
      status: isCompleted ? 'COMPLETED' : 'CREATING',
      url: draw.tournament.sourceUrl,
      imageUrl: draw.tournament.imageUrl,
      timezone: timezoneForLocation(draw.tournament.location),
      startDate: draw.tournament.startDate,
      endDate: draw.tournament.endDate,
      sourceKey: draw.sourceKey,
      competition: draw.competition,
      entryFee,
    }),
  );
  return { id: stored.tournamentId, name: draw.tournament.name, created: true };
}

const PAST_DUE_MS = 3 * 3_600_000;

/** The data issue a sync raises when a tournament's source can't be fetched or read. */
export const SOURCE_UNAVAILABLE = 'SOURCE_UNAVAILABLE';

/**
 * A sync could not read the tournament's source (down, moved, changed beyond the parser): raised once
 * per outage (MEDIUM), however many syncs fail meanwhile. Returns whether it raised one.
 */
export async function raiseSourceOutage(
  db: Executor,
  tournament: { id: string; name: string; url: string },
  reason: string,
): Promise<boolean> {
  const [open] = await db
    .select({ id: dataIssues.id })
    .from(dataIssues)
    .where(and(eq(dataIssues.type, SOURCE_UNAVAILABLE), eq(dataIssues.resourceId, tournament.id)));
  if (open) return false;
  await db.insert(dataIssues).values({
    type: SOURCE_UNAVAILABLE,
    description: `Results can't be synced: ${tournament.url} could not be read (${reason}). Syncing goes on trying; results can be recorded by hand meanwhile.`,
    severity: 'MEDIUM',
    resourceType: 'TOURNAMENT',
    resourceId: tournament.id,
    resourceName: tournament.name,
    tournamentId: tournament.id,
  });
  return true;
}

/** The source answers again: the outage's issue is closed. */
export async function closeSourceOutage(db: Executor, tournamentId: string): Promise<void> {
  await db
    .delete(dataIssues)
    .where(and(eq(dataIssues.type, SOURCE_UNAVAILABLE), eq(dataIssues.resourceId, tournamentId)));
}

async function raiseIssue(
  db: Executor,
  issue: {
    type: string;
    description: string;
    severity: 'HIGH' | 'MEDIUM' | 'LOW';
    matchId: string;
    tournamentId: string;
  },
): Promise<number> {
  // One open issue per kind and match: a sync that runs again raises nothing new.
  const [open] = await db
    .select({ id: dataIssues.id })
    .from(dataIssues)
    .where(and(eq(dataIssues.type, issue.type), eq(dataIssues.resourceId, issue.matchId)));
  if (open) return 0;
  await db.insert(dataIssues).values({
    type: issue.type,
    description: issue.description,
    severity: issue.severity,
    resourceType: 'MATCH',
    resourceId: issue.matchId,
    resourceName: 'Match',
    tournamentId: issue.tournamentId,
  });
  return 1;
}

/**
 * Brings a stored draw up to date with the source: fills empty round 1 slots (qualifiers), records
 * new results through the one result operation, and raises data issues for what it must not decide
 * alone (a changed player, a contradicting result, a match past its time without one). It never
 * moves a player already set, and a second run with the same source changes nothing.
 */
export async function syncDraw(
  db: Executor,
  tournamentId: string,
  competition: ParsedCompetition,
  now: Date,
): Promise<SyncReport> {
  const report = { resultsRecorded: 0, playersSet: 0, issuesRaised: 0 };
  const playerIds = await upsertPlayers(db, competition);
  const slugOf = new Map([...playerIds].map(([slug, id]) => [id, slug]));
  const label = (round: number, position: number) =>
    `${competition.rounds[round - 1]?.name ?? `Round ${round}`} match ${position}`;

  for (const parsedRound of competition.rounds) {
    for (const parsed of parsedRound.matches) {
      const [stored] = await db
        .select({ match: matches })
        .from(matches)
        .innerJoin(rounds, eq(rounds.id, matches.roundId))
        .where(
          and(
            eq(matches.tournamentId, tournamentId),
            eq(rounds.index, parsedRound.index),
            eq(matches.position, parsed.position),
          ),
        )
        .orderBy(asc(matches.position));
      if (!stored || stored.match.isBye || parsed.status === 'bye') continue;
      const m = stored.match;
      const where = label(parsedRound.index, parsed.position);

      for (const slot of [1, 2] as const) {
        const parsedSlug = slot === 1 ? parsed.player1 : parsed.player2;
        const storedId = slot === 1 ? m.playerOneId : m.playerTwoId;
        if (!parsedSlug) continue;
        const parsedId = playerIds.get(parsedSlug);
        if (!storedId && parsedId && parsedRound.index === 1) {
          await replaceRoundOnePlayer(db, { matchId: m.id, slot, playerId: parsedId, now });
          report.playersSet++;
        } else if (storedId && parsedId && storedId !== parsedId) {
          const description = `${where}: the source now has ${parsedSlug} where ${slugOf.get(storedId) ?? 'another player'} is set`;
          const tipped = await hasTips(db, m.id);
          report.issuesRaised += await raiseIssue(db, {
            type: 'PLAYER_CHANGED',
            description: tipped ? `${description} (fans have tipped this match)` : description,
            severity: tipped ? 'HIGH' : 'MEDIUM',
            matchId: m.id,
            tournamentId,
          });
        }
      }

      const result = resultOf(parsed);
      const [fresh] = await db.select().from(matches).where(eq(matches.id, m.id));
      if (!fresh) continue;
      if (result && parsed.winner) {
        const winnerId = playerIds.get(parsed.winner);
        if (!fresh.isCompleted) {
          const samePlayers =
            winnerId !== undefined &&
            fresh.playerOneId !== null &&
            fresh.playerTwoId !== null &&
            [fresh.playerOneId, fresh.playerTwoId].includes(winnerId);
          if (samePlayers) {
            await recordResult(db, {
              matchId: m.id,
              winnerId: required(winnerId, `the winner of match ${m.id}`),
              outcome: result.outcome,
              gameScore: result.outcome === 'played' ? gameScoreOf(result.gameScore) : null,
              gamesWonByRetiringPlayer: result.outcome === 'retired' ? Number(result.gameScore.slice(2)) : undefined,
              games: parsed.gameScores,
              now,
            });
            report.resultsRecorded++;
          } else {
            report.issuesRaised += await raiseIssue(db, {
              type: 'UNKNOWN_PLAYER',
              description: `${where}: the source's winner ${parsed.winner} is not one of the players set here`,
              severity: 'MEDIUM',
              matchId: m.id,
              tournamentId,
            });
          }
        } else if (fresh.winnerId !== winnerId || fresh.gameScore !== result.gameScore) {
          report.issuesRaised += await raiseIssue(db, {
            type: 'RESULT_CONFLICT',
            description: `${where}: the source says ${parsed.winner} won ${result.gameScore}, which contradicts the recorded result`,
            severity: 'HIGH',
            matchId: m.id,
            tournamentId,
          });
        }
      } else if (!fresh.isCompleted && fresh.startsAt && fresh.startsAt.getTime() < now.getTime() - PAST_DUE_MS) {
        report.issuesRaised += await raiseIssue(db, {
          type: 'RESULT_MISSING',
          description: `${where} was due at ${fresh.startsAt.toISOString()} and has no result yet`,
          severity: 'LOW',
          matchId: m.id,
          tournamentId,
        });
      }
    }
  }
  return report;
}

/** Imported tournaments that are under way: the ones the sync job re-reads. */
export async function syncableTournaments(db: Executor) {
  return queryRows<{ id: string; name: string; url: string; gender: Gender }>(
    db,
    sql`select id, name, url, gender from tournaments
        where status = 'ACTIVE' and url is not null and source_key like 'psa:%'`,
  );
}

/** Whether any fan has picked a winner of the match (asked only when the source changes one of its players). */
async function hasTips(db: Executor, matchId: string): Promise<boolean> {
  const [row] = await queryRows<{ tipped: boolean }>(
    db,
    sql`select exists (select 1 from match_tips where match_id = ${matchId}) as tipped`,
  );
  return row?.tipped === true;
}

/**
 * Sync now's read: an imported tournament's source page, fetched outside any transaction (an outage is
 * recorded as its data issue whatever becomes of the sync); `syncDraw` then records what is new.
 */
export async function readSyncSource(db: Executor, tournamentId: string, fetchOptions: PsaFetchOptions) {
  const [tournament] = await db.select().from(tournaments).where(eq(tournaments.id, tournamentId));
  if (!tournament) throw notFound('Tournament');
  if (!tournament.url || !tournament.sourceKey?.startsWith('psa:')) {
    throw AppError.said('UNPROCESSABLE', ADMIN_ERRORS.notImported);
  }
  // As the background sync does: a source that can't be read raises its data issue (once per outage),
  // and one that answers again closes it; the admin still gets the reason as the answer.
  let draw: Awaited<ReturnType<typeof loadDraw>>;
  try {
    draw = await loadDraw(tournament.url, tournament.gender, fetchOptions);
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    await raiseSourceOutage(db, { id: tournament.id, name: tournament.name, url: tournament.url }, reason);
    throw error;
  }
  await closeSourceOutage(db, tournament.id);
  return draw;
}
