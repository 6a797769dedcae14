import {
  type ContentionEntry,
  contention,
  GAME_SCORES,
  type GameScore,
  odds,
  oddsWithGroups,
  type Pick,
  packField,
  seededRandom,
  type TipDrawMatch,
  tipPoints,
  unplayedTipDraw,
} from '@squash/core';
import { report, timeIt } from './stats.js';

const ENTRIES = Number(process.env.BENCH_ENTRIES ?? 100_000);
const SIMULATIONS = Number(process.env.BENCH_ODDS_RUNS ?? 1000);

/**
 * A 64-player draw with its first two rounds played (the round of 16 next: 15 matches left), and
 * ENTRIES random brackets picked before the start, scored on what has been played.
 */
function playedDraw() {
  const random = seededRandom(64);
  const matches = unplayedTipDraw(64);
  const byId = new Map(matches.map((match) => [match.id, match]));
  const feeders = new Map(matches.map((match) => [`${match.nextMatchId}:${match.nextMatchPlayerSlot}`, match.id]));
  const feederWinner = (match: TipDrawMatch, slot: 1 | 2, winners: Map<string, string>) => {
    const feeder = feeders.get(`${match.id}:${slot}`);
    return feeder ? (winners.get(feeder) ?? null) : null;
  };
  // A bracket: each match's winner one of its two players, round by round.
  const bracket = (decide: (match: TipDrawMatch, one: string, two: string) => string) => {
    const winners = new Map<string, string>();
    for (const match of matches) {
      const one = match.playerOneId ?? feederWinner(match, 1, winners);
      const two = match.playerTwoId ?? feederWinner(match, 2, winners);
      if (one && two) winners.set(match.id, decide(match, one, two));
    }
    return winners;
  };
  const scores = new Map<string, GameScore>();
  const played = bracket((match, one, two) => {
    if (match.roundIndex > 2) return one;
    scores.set(match.id, GAME_SCORES[random.int(0, 2)] as GameScore);
    return random.next() < 0.7 ? one : two;
  });
  for (const match of matches) {
    if (match.roundIndex > 2) continue;
    match.isCompleted = true;
    match.winnerId = played.get(match.id) ?? null;
    if (match.roundIndex === 2) {
      match.playerOneId = feederWinner(match, 1, played);
      match.playerTwoId = feederWinner(match, 2, played);
    }
  }
  const entries: ContentionEntry[] = Array.from({ length: ENTRIES }, (_, n) => {
    const picks = new Map<string, Pick>();
    // Picks made before the start: every match, the favourite (lower number) more often than not.
    const original = new Map<string, string>();
    for (const match of matches) {
      const one = match.roundIndex === 1 ? match.playerOneId : feederWinner(match, 1, original);
      const two = match.roundIndex === 1 ? match.playerTwoId : feederWinner(match, 2, original);
      if (!one || !two) continue;
      const winner = random.next() < 0.65 ? one : two;
      original.set(match.id, winner);
      picks.set(match.id, { predictedWinnerId: winner, predictedScore: GAME_SCORES[random.int(0, 2)] as GameScore });
    }
    let points = 0;
    for (const [matchId, pick] of picks) {
      const match = byId.get(matchId);
      if (match?.isCompleted && match.winnerId) {
        points += tipPoints(pick, { winnerId: match.winnerId, gameScore: scores.get(matchId) ?? null });
      }
    }
    return { id: `e${n}`, points, picks };
  });
  return { matches, entries };
}

/** `BENCH_ONLY=outlook npm run bench`: who can still win and the odds at scale, in core (issue 27). */
export async function benchOutlook() {
  const { matches, entries: listed } = playedDraw();
  // The field in numbers, as the outlook job reads it from the database.
  const entries = packField(
    listed,
    matches.filter((match) => !match.isCompleted && !match.isBye).map((match) => match.id),
  );
  let verdicts: ReturnType<typeof contention> | undefined;
  const contentionMs = await timeIt(async () => {
    verdicts = contention(matches, entries);
  });
  const counts = { can: 0, out: 0, unknown: 0 };
  for (const verdict of verdicts?.values() ?? []) counts[verdict.first]++;
  report(`who can still win: ${ENTRIES} entries, round of 16 next (15 matches left)`, {
    ms: contentionMs,
    can_win: counts.can,
    out: counts.out,
    unknown: counts.unknown,
  });
  const rankOf = (player: string) => Number(player.slice(1));
  report(`odds: ${ENTRIES} entries, ${SIMULATIONS} runs of the rest of the draw, every entry scored`, {
    ms: await timeIt(async () => odds(matches, entries, rankOf, { simulations: SIMULATIONS })),
  });
  // As the outlook job runs them: the entries proven out of the prize places left out of the runs.
  const out = new Set(
    [...(verdicts ?? new Map())].flatMap(([id, verdict]) => (verdict.prizePlaces === 'out' ? [id] : [])),
  );
  report(`odds: the same, leaving out the ${out.size} entries proven out of the prize places`, {
    ms: await timeIt(async () =>
      oddsWithGroups(matches, entries, rankOf, [], {
        simulations: SIMULATIONS,
        provenOut: { prizePlaces: (e) => out.has(entries.ids[e] as string), groupFirst: () => false },
      }),
    ),
  });
  // As the outlook job runs them: with the private leagues' chances from the same runs (the league bench's
  // 1,000 leagues of 100, every entry in one, met in no order).
  const shuffled = listed.map((_, e) => e);
  const random = seededRandom(100);
  for (let at = shuffled.length - 1; at > 0; at--) {
    const other = random.int(0, at);
    [shuffled[at], shuffled[other]] = [shuffled[other] as number, shuffled[at] as number];
  }
  const leagues = Array.from({ length: Math.ceil(ENTRIES / 100) }, (_, g) => shuffled.slice(g * 100, g * 100 + 100));
  report(
    `odds: every entry scored, with the chances within ${leagues.length} leagues of 100`,
    { ms: await timeIt(async () => oddsWithGroups(matches, entries, rankOf, leagues, { simulations: SIMULATIONS })) },
    'all under 10 s from a result (issue 27)',
  );
}
