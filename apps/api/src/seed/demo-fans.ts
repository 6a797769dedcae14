/** The demo's made-up fans and their picks, drawn from a seeded generator so every demo looks the same. */
import { GAME_SCORES, type GameScore, gameScoreOf } from '@squash/core';
import type { ParsedCompetition, ParsedMatch } from '../integrations/psa/draw.js';
import { required } from '../lib/required.js';
import { matchKey, resultOf, type StoredDraw } from '../modules/draws/store-draw.js';

/** A small deterministic generator (mulberry32), so every demo database looks the same. */
export function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The feeding match of each later-round slot, by `round:position:slot`. */
export function feedersOf(competition: ParsedCompetition): Map<string, ParsedMatch> {
  const feeders = new Map<string, ParsedMatch>();
  for (const round of competition.rounds) {
    for (const match of round.matches) {
      if (match.nextMatch)
        feeders.set(`${matchKey(round.index + 1, match.nextMatch.position)}:${match.nextMatch.slot}`, match);
    }
  }
  return feeders;
}

const FIRST_NAMES = [
  'alex',
  'sam',
  'jordan',
  'casey',
  'riley',
  'morgan',
  'taylor',
  'jamie',
  'quinn',
  'avery',
  'harper',
  'rowan',
  'emery',
  'sasha',
  'nico',
  'mila',
  'leo',
  'ines',
  'omar',
  'priya',
  'kai',
  'zara',
  'felix',
  'noor',
  'hugo',
];
const SQUASH_WORDS = ['boast', 'nick', 'drop', 'volley', 'drive', 'lob', 'tin', 'kill', 'glass', 'tee'];
const capitalise = (word: string) => `${word[0]?.toUpperCase()}${word.slice(1)}`;

export function demoFans(count: number, rand: () => number) {
  return Array.from({ length: count }, (_, i) => {
    const first = required(FIRST_NAMES[i % FIRST_NAMES.length], 'a first name');
    const word = required(SQUASH_WORDS[(i * 7) % SQUASH_WORDS.length], 'a squash word');
    const username = i < FIRST_NAMES.length ? `${first}_${word}` : `${word}.${first}${i}`;
    return {
      username,
      // The first fan is the demo sign-in fan@example.com (seed/demo-accounts.ts).
      email: i === 0 ? 'fan@example.com' : `${username.replace(/[^a-z0-9]/g, '')}@example.com`,
      fullName: `${capitalise(first)} ${capitalise(word)}`,
      firstName: capitalise(first),
      // Profiles without a password, as if carried over from the old site: signing up with the same
      // email attaches their history.
      isMigrated: true,
      acceptedTermsAt: new Date('2025-06-01T00:00:00Z'),
      // Adults in Australia, where the shipped table allows the spec's paid pools (issue 62).
      dateOfBirth: `${1960 + (i % 45)}-${String(1 + (i % 12)).padStart(2, '0')}-${String(1 + (i % 28)).padStart(2, '0')}`,
      country: 'AU',
      skill: 0.3 + rand() * 0.55,
    };
  });
}

export type Tip = { matchId: string; predictedWinnerId: string; predictedScore: GameScore | null };

/**
 * A fan's picks for a whole draw: each later pick is the winner this fan picked in the feeding match.
 * Where the real result is known, a skilled fan tends to pick it; otherwise seeds guide the pick.
 */
export function simulatePicks(
  competition: ParsedCompetition,
  stored: StoredDraw,
  skill: number,
  resultsKnown: boolean,
  rand: () => number,
): Tip[] {
  const seedOf = new Map(competition.players.map((player) => [player.slug, player.seed]));
  const strength = (slug: string) => 24 - (seedOf.get(slug) ?? 16);
  const feeders = feedersOf(competition);
  const picked = new Map<ParsedMatch, string>();
  const tips: Tip[] = [];
  for (const round of competition.rounds) {
    for (const match of round.matches) {
      if (match.status === 'bye') {
        if (match.winner) picked.set(match, match.winner);
        continue;
      }
      const slot = (n: 1 | 2) => {
        const feeder = feeders.get(`${matchKey(round.index, match.position)}:${n}`);
        return round.index === 1 || !feeder ? (n === 1 ? match.player1 : match.player2) : picked.get(feeder);
      };
      const one = slot(1);
      const two = slot(2);
      if (!one || !two) continue;
      const known =
        resultsKnown && match.winner !== null && [one, two].includes(match.winner) && rand() < skill
          ? match.winner
          : null;
      const knowsIt = known !== null;
      const winner = known ?? (rand() * (strength(one) + strength(two)) < strength(one) ? one : two);
      picked.set(match, winner);
      const actual = gameScoreOf(resultOf(match)?.gameScore);
      const predictedScore =
        rand() < 0.15
          ? null
          : knowsIt && actual && rand() < skill
            ? actual
            : required(GAME_SCORES[Math.floor(rand() * GAME_SCORES.length)], 'a game score');
      tips.push({
        matchId: required(stored.matchIds.get(matchKey(round.index, match.position)), 'the stored match'),
        predictedWinnerId: required(stored.playerIds.get(winner), `player ${winner}`),
        predictedScore,
      });
    }
  }
  return tips;
}
