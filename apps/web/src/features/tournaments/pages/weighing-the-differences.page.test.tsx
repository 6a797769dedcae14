import { type EntryComparison, EntryComparisonSchema, type Match } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { comparison, fan, pageInfo, picksOf, tournamentWithDraw } from '@/testing/mock-api/data';
import { read, signedIn } from '@/testing/mock-api/handlers';
import { checkPage, findText, renderPage } from '@/testing/page-test';

/*
 * What a difference still to be decided is worth, on the compare page (issue 41's swings, tested by issue 64):
 * one sentence per outcome, naming both players of a match whose draw is known, the score of a difference in the
 * score alone, and the match itself once its players aren't known yet; the reader's own entry as 'you', in the
 * reader's language.
 */

const me = fan({ username: 'nour_drops' });
const live = tournamentWithDraw({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE', startDate: '2026-11-25' }, 4);
const mine = { ...picksOf(live, 'nour_drops'), userId: me.id };
const theirs = picksOf(live, 'tin_man_27', (position) => (position % 3 === 0 ? 1 : 0));
const [round1, , semis] = live.rounds;
// A first-round match still to play (four are played), its two players known.
const open = round1?.matches[4] as Match;
const semi = semis?.matches[0] as Match;
const [one, two] = [open.playerOne, open.playerTwo] as [
  NonNullable<Match['playerOne']>,
  NonNullable<Match['playerTwo']>,
];
const pick = (winnerId: string, score: '3-0' | '3-1' | '3-2' | null = null) => ({
  predictedWinnerId: winnerId,
  predictedScore: score,
});

const compared: EntryComparison = EntryComparisonSchema.parse({
  ...comparison(live, mine, theirs),
  differences: [
    {
      matchId: open.id,
      a: pick(one.id),
      b: pick(two.id),
      scoreOnly: false,
      points: null,
      swings: [
        { winnerId: one.id, gain: 10 },
        { winnerId: two.id, gain: -10 },
      ],
    },
    {
      matchId: semi.id,
      a: pick(one.id, '3-0'),
      b: pick(one.id, '3-2'),
      scoreOnly: true,
      points: null,
      swings: [
        { winnerId: one.id, score: '3-0', gain: 1 },
        { winnerId: one.id, score: '3-2', gain: -1 },
      ],
    },
    {
      matchId: live.rounds[3]?.matches[0]?.id,
      a: pick(one.id),
      b: pick(two.id),
      scoreOnly: false,
      points: null,
      swings: [{ winnerId: two.id, gain: -40 }],
    },
  ],
});

const url = `/tournaments/${live.id}/compare/${mine.entryId}/${theirs.entryId}`;
const answers = (signedInAs: ReturnType<typeof signedIn> = []) => [
  ...signedInAs,
  read('/api/tournaments/:id', { body: { data: live } }),
  read('/api/entries/:id/compare/:otherId', { body: { data: compared } }),
  read('/api/tournaments/:id/leaderboard', { body: { data: [], pageInfo: pageInfo(0) } }),
];

describe('what a difference still to play is worth', () => {
  it('says each outcome with both players, the score of a difference in the score alone, and the final by name', async () => {
    await renderPage(url, 'en', answers());
    await findText('nour_drops v tin_man_27');
    const text = document.body.textContent ?? '';
    expect(text).toContain(`If ${one.fullName} beats ${two.fullName}, nour_drops gains 10 on tin_man_27.`);
    expect(text).toContain(`If ${two.fullName} beats ${one.fullName}, tin_man_27 gains 10 on nour_drops.`);
    // The semi-final's players are not known yet: the score alone tells the two picks apart.
    expect(text).toContain(`If ${one.fullName} wins 3-0, nour_drops gains 1 on tin_man_27.`);
    expect(text).toContain(`If ${one.fullName} wins 3-2, tin_man_27 gains 1 on nour_drops.`);
    expect(text).toContain(`If ${two.fullName} wins the Final, tin_man_27 gains 40 on nour_drops.`);
  });

  it("says the reader's own entry as you", async () => {
    await renderPage(url, 'en', answers(signedIn(me)));
    await findText('nour_drops v tin_man_27');
    const text = document.body.textContent ?? '';
    expect(text).toContain(`If ${one.fullName} beats ${two.fullName}, you gain 10 on tin_man_27.`);
    expect(text).toContain(`If ${two.fullName} beats ${one.fullName}, tin_man_27 gains 10 on you.`);
  });

  it("says it in the reader's language, 'you' included", async () => {
    await renderPage(url, 'fr', answers(signedIn(me)));
    await findText(`Si ${one.fullName} bat ${two.fullName}, vous gagnez 10 sur tin_man_27.`);
    const text = document.body.textContent ?? '';
    expect(text).toContain(`Si ${two.fullName} bat ${one.fullName}, tin_man_27 gagne 10 sur vous.`);
    expect(text).toContain(`Si ${one.fullName} gagne 3-0, vous gagnez 1 sur tin_man_27.`);
    expect(text).not.toContain(' on you');
    checkPage('fr');
  });
});
