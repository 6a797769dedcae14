import { randomUUID } from 'node:crypto';
import { queryRows } from '@squash/api/testing';
import { bracketSkeleton } from '@squash/core';
import { sql } from 'drizzle-orm';
import type { benchDatabase } from './database.js';

type Db = Awaited<ReturnType<typeof benchDatabase>>['handle']['db'];

/**
 * A bench tournament: `size` players ranked 1 to `size` (named `playerPrefix` n), its rounds and matches
 * linked as a bracket, round one set. Returns its id and its matches' ids by 'round:position'.
 */
export async function insertDraw(
  db: Db,
  {
    name,
    gender,
    status,
    size,
    startsAt,
    playerPrefix = 'Player',
  }: { name: string; gender: 'mens' | 'womens'; status: string; size: number; startsAt: string; playerPrefix?: string },
) {
  const day = startsAt.slice(0, 10);
  const [tournament] = await queryRows<{ id: string }>(
    db,
    sql`insert into tournaments (name, gender, status, start_date, end_date, starts_at)
        values (${name}, ${gender}, ${status}, ${day}, (${day}::date + 6), ${startsAt}) returning id`,
  );
  const tournamentId = tournament?.id as string;
  const players = await queryRows<{ id: string }>(
    db,
    sql`insert into players (full_name, gender, world_rank)
        select ${`${playerPrefix} `} || n, ${gender}, n from generate_series(1, ${size}) n returning id`,
  );
  const rounds = bracketSkeleton(size);
  const roundIds = new Map<number, string>();
  for (const round of rounds) {
    const [row] = await queryRows<{ id: string }>(
      db,
      sql`insert into rounds (tournament_id, index, name) values (${tournamentId}, ${round.index}, ${round.name}) returning id`,
    );
    roundIds.set(round.index, row?.id as string);
  }
  const matchIds = new Map(rounds.flatMap((r) => r.matches.map((m) => [`${r.index}:${m.position}`, randomUUID()])));
  for (const round of [...rounds].reverse()) {
    for (const m of round.matches) {
      const one = round.index === 1 ? players[(m.position - 1) * 2]?.id : null;
      const two = round.index === 1 ? players[(m.position - 1) * 2 + 1]?.id : null;
      const next = m.next ? matchIds.get(`${m.next.roundIndex}:${m.next.position}`) : null;
      await db.execute(
        sql`insert into matches (id, tournament_id, round_id, position, player_one_id, player_two_id, next_match_id, next_match_player_slot)
            values (${matchIds.get(`${round.index}:${m.position}`)}, ${tournamentId}, ${roundIds.get(round.index)}, ${m.position},
                    ${one ?? null}, ${two ?? null}, ${next ?? null}, ${m.next?.slot ?? null})`,
      );
    }
  }
  return { tournamentId, matchIds };
}
