import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { tournamentWithDraw } from '@/testing/mock-api/data';
import { read } from '@/testing/mock-api/handlers';
import { type PageLocale, renderPage } from '@/testing/page-test';

/*
 * The draw from the keyboard (issue 64): one tab stop, the arrow keys moving up and down a round and across the
 * rounds, Home and End to a round's ends, and, right to left in Arabic, the arrows following what the eye sees:
 * the next round is to the left.
 */

const draw = tournamentWithDraw({ name: 'Canary Wharf Classic 2027', status: 'ACTIVE', startDate: '2026-11-25' }, 4);

async function openDraw(locale: PageLocale = 'en') {
  await renderPage(`/tournaments/${draw.id}`, locale, [
    read('/api/tournaments/:id', { body: { data: draw } }),
    read('/api/tournaments/:id/pick-stats', { body: { data: [] } }),
  ]);
  const cards = await screen.findAllByRole('group', {}, { timeout: 10_000 });
  return cards;
}

/** The match the focus is on: its card's name. */
const focused = () => document.activeElement?.getAttribute('aria-label') ?? '';

describe('the draw from the keyboard', () => {
  it('is one tab stop, moved through with the arrow keys', async () => {
    const cards = await openDraw();
    const stops = cards.filter((card) => card.tabIndex === 0);
    expect(stops).toHaveLength(1);
    stops[0]?.focus();
    expect(focused()).toMatch(/^Match 1: Ali Farag/);
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toMatch(/^Match 2: Youssef Ibrahim/);
    await userEvent.keyboard('{End}');
    expect(focused()).toMatch(/^Match 8: Mostafa Asal/);
    await userEvent.keyboard('{Home}');
    expect(focused()).toMatch(/^Match 1: Ali Farag/);
    // Across to the quarter-finals, the match the first one feeds (its players not known yet in this draw).
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe('Match 1: to be decided versus to be decided');
    await userEvent.keyboard('{ArrowDown}');
    expect(focused()).toBe('Match 2: to be decided versus to be decided');
    await userEvent.keyboard('{ArrowUp}');
    await userEvent.keyboard('{ArrowLeft}');
    expect(focused()).toMatch(/^Match 1: Ali Farag .* versus Baptiste Masotti/);
    // The one stop follows the focus: Tab from elsewhere comes back to where the fan left it.
    expect(cards.filter((card) => card.tabIndex === 0)).toHaveLength(1);
  });

  it('runs the rounds from the right in Arabic: the next round is to the left', async () => {
    const cards = await openDraw('ar');
    cards.find((card) => card.tabIndex === 0)?.focus();
    const first = focused();
    await userEvent.keyboard('{ArrowLeft}');
    const next = focused();
    expect(next).not.toBe(first);
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe(first);
    // ArrowRight from the first round goes nowhere: there is no round before it.
    await userEvent.keyboard('{ArrowRight}');
    expect(focused()).toBe(first);
  });
});
