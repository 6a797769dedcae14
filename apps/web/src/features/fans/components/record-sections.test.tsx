// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import type { FanBadge } from '@squash/core';
import { BADGE_KINDS, BADGES } from '@squash/core/rules';
import { cleanup, render, screen } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as frenchApp } from '../../../locales/fr/app.po';
import { messages as frenchMore } from '../../../locales/fr/more.po';
import { BadgeList } from './record-sections';

afterEach(cleanup);

const TOURNAMENT = '00000000-0000-4000-8000-000000000001';
const BADGES_EARNED: FanBadge[] = [
  {
    kind: 'WINNER',
    tournamentId: TOURNAMENT,
    detail: 'Finished 1st of 45 in Windsor Open.',
    facts: { tournament: 'Windsor Open', rank: 1, entrants: 45 },
  },
  {
    kind: 'PERFECT_ROUND',
    tournamentId: TOURNAMENT,
    detail: 'Every pick right in the Quarter-finals of Windsor Open (4 of 4).',
    facts: { tournament: 'Windsor Open', round: 'Quarter-finals', right: 4, matches: 4 },
  },
];

const list = () =>
  render(
    <I18nProvider i18n={i18n}>
      <BadgeList badges={BADGES_EARNED} />
    </I18nProvider>,
  );

describe("a fan's badges", () => {
  beforeAll(() => i18n.load({ fr: { ...frenchApp, ...frenchMore } }));
  afterAll(() => i18n.activate('en'));

  it("are named, ruled and explained in core's and the server's English words", () => {
    list();
    for (const kind of BADGE_KINDS) {
      expect(screen.getByText(BADGES[kind].rule)).toBeTruthy();
      expect(screen.getByText(BADGES[kind].title, { exact: false })).toBeTruthy();
    }
    for (const badge of BADGES_EARNED) expect(screen.getByText(badge.detail)).toBeTruthy();
  });

  it("are said in the reader's language, the place and the round in it too", () => {
    i18n.activate('fr');
    list();
    expect(screen.getByText('Vainqueur d’un tournoi', { exact: false })).toBeTruthy();
    expect(screen.getByText('Terminé 1er sur 45 à Windsor Open.')).toBeTruthy();
    expect(
      screen.getByText('Tous les pronostics justes au tour « Quarts de finale » de Windsor Open (4 sur 4).'),
    ).toBeTruthy();
    i18n.activate('en');
  });
});
