import { readFileSync } from 'node:fs';
import type { ParsedCompetition, ParsedPlayer } from '../src/integrations/psa/draw.js';

/*
 * The saved tour data of fixtures/psa, for the importer's tests: pages as the tour serves them and the
 * neutral draw file (psa-draw-fixture/v1) with the same events' facts.
 */

/** A file of fixtures/psa as text. */
export const psaFixture = (name: string) => readFileSync(new URL(`../fixtures/psa/${name}`, import.meta.url), 'utf8');

// Just enough of the neutral file's shape to read and edit copies of it; the schema under test does the
// real checking.
export interface NeutralMatch {
  id: string;
  position: number;
  player1: string | null;
  player2: string | null;
  status: string;
  winner: string | null;
  games: [number, number] | null;
  gameScores: [number, number][];
  scheduledLocal: string | null;
}
export interface NeutralCompetition {
  gender: 'mens' | 'womens';
  drawSize: number;
  champion: string | null;
  players: { id: string; fullName: string; country: string | null; seed: number | null; entry: string | null }[];
  rounds: { index: number; name: string; matches: NeutralMatch[] }[];
}
export interface NeutralFile {
  schema: string;
  tournaments: {
    key: string;
    name: string;
    sourceUrl: string;
    location: string;
    startDate: string;
    endDate: string;
    competitions: NeutralCompetition[];
  }[];
}

/** A fresh copy of the neutral draw file for a test to edit. */
export const neutralFile = (): NeutralFile => JSON.parse(psaFixture('psa-draws-2023-08-neutral.json'));

/** A draw compared by player name: the API's players have numeric ids, a page's profile slugs. */
export function drawByName(competition: ParsedCompetition) {
  const names = new Map(competition.players.map((p) => [p.slug, p.fullName]));
  const name = (slug: string | null) => (slug === null ? null : names.get(slug));
  return {
    drawSize: competition.drawSize,
    bracketSize: competition.bracketSize,
    players: competition.players.map(({ fullName, country, seed, entry }) => ({ fullName, country, seed, entry })),
    rounds: competition.rounds.map((round) => ({
      ...round,
      matches: round.matches.map((m) => ({
        ...m,
        player1: name(m.player1),
        player2: name(m.player2),
        winner: name(m.winner),
      })),
    })),
  };
}

/** A player as a reader hands them over when the source says nothing but the name. */
export const parsedPlayer = (slug: string, fullName: string, facts: Partial<ParsedPlayer> = {}): ParsedPlayer => ({
  slug,
  fullName,
  country: null,
  seed: null,
  entry: null,
  imageUrl: null,
  url: null,
  psaId: null,
  ...facts,
});
