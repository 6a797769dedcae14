import { seededRandom, unplayedTipDraw } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { outlookSums } from '../dist/modules/outlook/service.js';
import { type OutlookInput, workOutOutlooks } from '../dist/modules/outlook/work.js';

/*
 * The outlook job's two paths on the built server's code (npm run test:cluster builds it first): the worker
 * thread production runs (OUTLOOK_THREAD=worker, the default), and the main thread chosen for running from
 * the source (OUTLOOK_THREAD=main). Same rows either way; only the worker leaves the process's own thread
 * free meanwhile; a missing worker is an error that says what to do, never a quiet move to the main thread.
 */

/** A 64-player draw with its first round played and `size` entries picking at random: seconds of sums. */
function input(size: number): OutlookInput {
  const random = seededRandom(7);
  const draw = unplayedTipDraw(64);
  for (const match of draw.filter((each) => each.roundIndex === 1)) {
    match.isCompleted = true;
    match.winnerId = match.playerOneId;
    const next = draw.find((each) => each.id === match.nextMatchId);
    if (next && match.nextMatchPlayerSlot === 1) next.playerOneId = match.winnerId;
    if (next && match.nextMatchPlayerSlot === 2) next.playerTwoId = match.winnerId;
  }
  const remaining = draw.filter((match) => !match.isCompleted).map((match) => match.id);
  const players = [...new Set(draw.flatMap((match) => [match.playerOneId, match.playerTwoId]))].filter(
    (player): player is string => player !== null,
  );
  const pick = () => remaining.map(() => random.int(1, players.length)).join(',');
  const lost = () => remaining.map(() => random.int(-1, 2)).join(',');
  return {
    draw,
    remaining,
    entryIds: Array.from({ length: size }, (_, e) => `e${e}`),
    points: Int32Array.from({ length: size }, () => random.int(0, 320)),
    players,
    winners: Array.from({ length: size }, pick),
    lost: Array.from({ length: size }, lost),
    ranks: players.map((player, n) => [player, n + 1]),
    leagues: [{ leagueId: 'l1', members: Array.from({ length: Math.min(size, 50) }, (_, e) => e) }],
    simulations: 1000,
    seed: 3,
    leagueSearchBudget: 200_000,
    chunk: 5000,
  };
}

/** Runs `sums` on a fresh copy of the input (the worker takes its buffers), counting the event loop's turns. */
async function run(thread: 'worker' | 'main', size: number) {
  const sums = outlookSums({ thread });
  let turns = 0;
  const ticking = setInterval(() => turns++, 5);
  try {
    const output = await sums.calculate(input(size));
    return { output, turns };
  } finally {
    clearInterval(ticking);
    sums.close();
  }
}

describe("the outlook job's sums, as built", () => {
  it('in a worker thread give the same rows as on the main thread, while the main thread keeps turning', async () => {
    const expected = workOutOutlooks(input(20_000));
    const inWorker = await run('worker', 20_000);
    const onMain = await run('main', 20_000);
    expect(inWorker.output).toEqual(expected);
    expect(onMain.output).toEqual(expected);
    // The sums take a while (hundreds of milliseconds here): the worker's leave this thread's timers running;
    // on the main thread not one turn happens until they are done.
    expect(inWorker.turns).toBeGreaterThan(5);
    expect(onMain.turns).toBe(0);
  });

  it('refuses to start without its worker file, naming the build and OUTLOOK_THREAD=main', () => {
    expect(() => outlookSums({ thread: 'worker', workerFile: new URL('file:///nonexistent/worker.js') })).toThrow(
      /npm run build.*OUTLOOK_THREAD=main/,
    );
  });
});
