// @vitest-environment happy-dom
import type { Match } from '@squash/core';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { testMatch, testPlayer } from '@/testing/test-match';
import { MatchCard } from './match-card';

afterEach(cleanup);

const gobbi = testPlayer('p1', 'Diego Gobbi', 150);
const pollak = testPlayer('p2', 'Yuri Pollak', 214);

function pickingCard(match: Match, pick?: { predictedWinnerId: string; predictedScore: null }) {
  const onPick = vi.fn();
  render(
    <MatchCard
      match={match}
      column={0}
      row={0}
      isFinal={false}
      activeSlot={1}
      onFocusStop={() => {}}
      registerStop={() => {}}
      picking
      pick={pick}
      onPick={onPick}
    />,
  );
  return onPick;
}

describe('a match card while tipping is open', () => {
  it('is a group of two toggle buttons named by the match; a press picks that player', () => {
    const match = testMatch({ playerOne: gobbi, playerTwo: pollak });
    const onPick = pickingCard(match);
    const buttons = screen.getAllByRole('button');
    expect(buttons).toHaveLength(2);
    expect(buttons.map((button) => button.getAttribute('aria-pressed'))).toEqual(['false', 'false']);
    expect(screen.getByRole('group').getAttribute('aria-label')).toContain('Diego Gobbi');
    fireEvent.click(buttons[1] as HTMLElement);
    expect(onPick).toHaveBeenCalledWith(match, 'p2');
  });

  it('shows the fan’s pick as pressed, and its row the one keyboard stop', () => {
    pickingCard(testMatch({ playerOne: gobbi, playerTwo: pollak }), { predictedWinnerId: 'p1', predictedScore: null });
    const [first, second] = screen.getAllByRole('button');
    expect(first?.getAttribute('aria-pressed')).toBe('true');
    expect(second?.getAttribute('aria-pressed')).toBe('false');
    expect(first?.tabIndex).toBe(0);
    expect(second?.tabIndex).toBe(-1);
  });

  it('can’t be picked before both players are known: the known one is disabled, the empty slot says who is to come', () => {
    const onPick = pickingCard(testMatch({ playerOne: gobbi, playerTwo: null }));
    const [known, empty] = screen.getAllByRole('button');
    expect(known?.getAttribute('aria-disabled')).toBe('true');
    expect(empty?.getAttribute('aria-pressed')).toBeNull();
    fireEvent.click(known as HTMLElement);
    expect(onPick).not.toHaveBeenCalled();
  });
});
