import {
  type ContentionEntry,
  contention,
  GAME_SCORES,
  type GameScore,
  oddsWithGroups,
  type Pick,
  seededRandom,
  type TipDrawMatch,
  unplayedTipDraw,
} from '@squash/core';
import { describe, expect, it } from 'vitest';
import { type OutlookInput, workOutOutlooks } from '../src/modules/outlook/work.js';

/**
 * The outlook job reads each entry's picks as two strings of numbers (`remainingPicks`) and works on them as
 * numbers, never as a map per entry. Whatever it makes of them must be what the core's rules say of the same
 * picks given as a list of entries.
 */
describe("the outlook job's sums", () => {
  it('give what the core gives for the same picks as a list: picked, winner-only, missing, of a withdrawn player', () => {
    const random = seededRandom(29);
    for (let draw = 0; draw < 10; draw++) {
      const matches = unplayedTipDraw(16);
      const byId = new Map(matches.map((match) => [match.id, match]));
      const slotOf = (match: TipDrawMatch, slot: 1 | 2, winners: Map<string, string>) => {
        const feeder = matches.find((each) => each.nextMatchId === match.id && each.nextMatchPlayerSlot === slot);
        return feeder
          ? (winners.get(feeder.id) as string)
          : ((slot === 1 ? match.playerOneId : match.playerTwoId) as string);
      };
      // A fan's bracket, made before the start: each match's winner one of its two players, round by round.
      const bracket = () => {
        const winners = new Map<string, string>();
        for (const match of matches)
          winners.set(match.id, random.next() < 0.6 ? slotOf(match, 1, winners) : slotOf(match, 2, winners));
        return winners;
      };
      const size = random.int(5, 40);
      const brackets = Array.from({ length: size }, bracket);
      // Then the first round played, and p5 replaced by p17 after the entries were made (a late withdrawal):
      // picks of p5 name a player the draw no longer has.
      const played = bracket();
      for (const match of matches) {
        if (match.playerOneId === 'p5') match.playerOneId = 'p17';
        if (match.playerTwoId === 'p5') match.playerTwoId = 'p17';
      }
      for (const match of matches.filter((each) => each.roundIndex === 1)) {
        match.isCompleted = true;
        match.winnerId = (played.get(match.id) === 'p5' ? 'p17' : played.get(match.id)) ?? null;
        const next = byId.get(match.nextMatchId as string);
        if (next && match.nextMatchPlayerSlot === 1) next.playerOneId = match.winnerId;
        if (next && match.nextMatchPlayerSlot === 2) next.playerTwoId = match.winnerId;
      }
      const remaining = matches.filter((match) => !match.isCompleted).map((match) => match.id);
      const players = [...new Set(matches.flatMap((match) => [match.playerOneId, match.playerTwoId]))].filter(
        (player): player is string => player !== null,
      );
      const listed: ContentionEntry[] = [];
      const winners: string[] = [];
      const lost: string[] = [];
      brackets.forEach((picked, e) => {
        const picks = new Map<string, Pick>();
        const places: number[] = [];
        const dropped: number[] = [];
        for (const matchId of remaining) {
          // Now and then no pick of the final; else the player's place in the draw from 1, -1 when it has none.
          const player = byId.get(matchId)?.nextMatchId === null && random.next() < 0.1 ? null : picked.get(matchId);
          const place = player ? players.indexOf(player) + 1 || -1 : 0;
          // A winner-only pick (-1), or the games the winner drops.
          const games = place === 0 || random.next() < 0.3 ? -1 : random.int(0, 2);
          places.push(place);
          dropped.push(games);
          if (!player) continue;
          picks.set(matchId, {
            predictedWinnerId: player,
            predictedScore: games < 0 ? null : (GAME_SCORES[games] as GameScore),
          });
        }
        listed.push({ id: `e${e}`, points: random.int(0, 30), picks });
        winners.push(places.join(','));
        lost.push(dropped.join(','));
      });
      const leagues = [0, 1, 2].map((n) => ({
        leagueId: `l${n}`,
        members: listed.flatMap((_, e) => (random.next() < 0.4 ? [e] : [])),
      }));
      const ranks: Array<[string, number | null]> = players.map((player, n) => [player, n % 5 === 4 ? null : n + 1]);
      const input: OutlookInput = {
        draw: matches,
        remaining,
        entryIds: listed.map((entry) => entry.id),
        points: Int32Array.from(listed, (entry) => entry.points),
        players,
        winners,
        lost,
        ranks,
        leagues,
        simulations: 300,
        seed: draw,
        leagueSearchBudget: 2_000_000,
        chunk: 7,
      };

      const output = workOutOutlooks(input);

      const rankOf = (player: string) => new Map(ranks).get(player) ?? null;
      const verdicts = contention(matches, listed);
      const chances = oddsWithGroups(
        matches,
        listed,
        rankOf,
        leagues.map((league) => league.members),
        { simulations: 300, seed: draw },
      );
      const entryRows = output.entryRows.flatMap((chunk) => JSON.parse(chunk));
      expect(entryRows).toEqual(
        listed.map((entry) => {
          const verdict = verdicts.get(entry.id);
          return {
            e: entry.id,
            f: verdict?.first,
            p: verdict?.prizePlaces,
            r: verdict?.bestRank,
            x: verdict?.bestRankExact,
            fc: chances.field.get(entry.id)?.first,
            pc: chances.field.get(entry.id)?.prizePlaces,
          };
        }),
      );
      const leagueRows = output.leagueRows.flatMap((chunk) => JSON.parse(chunk));
      expect(leagueRows).toEqual(
        leagues.flatMap((league, g) => {
          const members = league.members.map((e) => listed[e] as ContentionEntry);
          const found = contention(matches, members);
          return members.map((entry) => ({
            l: league.leagueId,
            e: entry.id,
            f: found.get(entry.id)?.first,
            r: found.get(entry.id)?.bestRank,
            x: found.get(entry.id)?.bestRankExact,
            fc: chances.groups[g]?.get(entry.id),
          }));
        }),
      );
    }
  });
});
