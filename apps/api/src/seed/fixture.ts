import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** The neutral draw format of the tour fixtures (`psa-draw-fixture/v1`, see fixtures/psa/PROVENANCE.md). */
export interface FixtureMatch {
  id: string;
  position: number;
  player1: string | null;
  player2: string | null;
  status: 'completed' | 'walkover' | 'retired' | 'bye';
  winner: string;
  games: [number, number] | null;
  gameScores: Array<[number, number]>;
  scheduledLocal: string | null;
  nextMatch: { matchId: string; slot: 1 | 2 } | null;
}

export interface FixtureCompetition {
  gender: 'mens' | 'womens';
  drawSize: number;
  bracketSize: number;
  champion: string;
  players: Array<{ id: string; fullName: string; country: string | null; seed: number | null; entry: 'WC' | 'Q' | null }>;
  rounds: Array<{ index: number; name: string; matches: FixtureMatch[] }>;
}

export interface FixtureTournament {
  key: string;
  name: string;
  sourceUrl: string;
  location: string;
  startDate: string;
  endDate: string;
  competitions: FixtureCompetition[];
}

export const FIXTURE_PATH = fileURLToPath(new URL('../../fixtures/psa/psa-draws-2023-08-neutral.json', import.meta.url));

export function loadDrawFixture(path = FIXTURE_PATH): FixtureTournament[] {
  const parsed = JSON.parse(readFileSync(path, 'utf8')) as { schema: string; tournaments: FixtureTournament[] };
  if (parsed.schema !== 'psa-draw-fixture/v1') throw new Error(`unexpected fixture schema ${parsed.schema}`);
  return parsed.tournaments;
}
