import { BASE_URL } from './playwright.config';

/** The demo's tournaments by status, as the server has them before any spec has run (`demoTournaments`). */
export interface DemoTournaments {
  upcoming: string;
  active: string;
  finished: string;
}

/**
 * Notes the demo's tournaments once the server is up and before any spec runs, for the workers (through
 * the environment, which they inherit): specs make tournaments of their own and delete them when done, so
 * one looked up later by its status alone may be a spec's, gone by the time it is opened.
 */
export default async function globalSetup(): Promise<void> {
  const response = await fetch(`${BASE_URL}/api/tournaments?page_size=100`);
  if (!response.ok) throw new Error(`GET /api/tournaments answered ${response.status}`);
  const { data } = (await response.json()) as { data: Array<{ id: string; status: string }> };
  const find = (statuses: string[]) => {
    const found = data.find((tournament) => statuses.includes(tournament.status));
    if (!found) throw new Error(`no ${statuses.join('/')} tournament in the demo data`);
    return found.id;
  };
  const demo: DemoTournaments = {
    upcoming: find(['UPCOMING']),
    active: find(['ACTIVE']),
    finished: find(['COMPLETED', 'PAID']),
  };
  process.env.E2E_DEMO_TOURNAMENTS = JSON.stringify(demo);
}

/** The demo's tournaments noted by `globalSetup`. */
export function demoTournaments(): DemoTournaments {
  const noted = process.env.E2E_DEMO_TOURNAMENTS;
  if (!noted) throw new Error('E2E_DEMO_TOURNAMENTS is not set: global-setup.ts did not run');
  return JSON.parse(noted) as DemoTournaments;
}
