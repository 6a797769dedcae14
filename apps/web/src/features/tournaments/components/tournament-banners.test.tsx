// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { TOURNAMENT_NOT_FINALIZED_MESSAGE } from '@squash/core/rules';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TippingBanners } from './tournament-banners';

afterEach(cleanup);

const TITLES = ['Sign in to submit tips', 'Entry Submitted', 'Tournament Not Finalized', 'Tips Not Open Yet'];

/** The banners shown above an upcoming draw for these facts, by title, in order. */
function bannersFor(props: Parameters<typeof TippingBanners>[0]): string[] {
  render(
    <I18nProvider i18n={i18n}>
      <MemoryRouter>
        <TippingBanners {...props} />
      </MemoryRouter>
    </I18nProvider>,
  );
  const shown = TITLES.filter((title) => screen.queryByText(title) !== null);
  cleanup();
  return shown;
}

describe('the banners above an upcoming draw', () => {
  it('ask a visitor to sign in, with a link to the login page', () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <TippingBanners signedOut entered={false} finalized hasLockTime />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByText('Sign in to submit tips')).toBeTruthy();
    expect(screen.getByRole('link').getAttribute('href')).toBe('/login');
  });

  it("say a draw isn't finalized in spec 000's words, which core's message has too", () => {
    render(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <TippingBanners signedOut={false} entered={false} finalized={false} hasLockTime />
        </MemoryRouter>
      </I18nProvider>,
    );
    expect(screen.getByText(TOURNAMENT_NOT_FINALIZED_MESSAGE)).toBeTruthy();
  });

  it('say only what stands between the fan and a submitted bracket', () => {
    expect(bannersFor({ signedOut: false, entered: true, finalized: true, hasLockTime: true })).toEqual([
      'Entry Submitted',
    ]);
    expect(bannersFor({ signedOut: false, entered: false, finalized: true, hasLockTime: true })).toEqual([]);
    // A draw not finalized says so, and not also that it has no lock time (that comes once it is).
    expect(bannersFor({ signedOut: false, entered: false, finalized: false, hasLockTime: false })).toEqual([
      'Tournament Not Finalized',
    ]);
    expect(bannersFor({ signedOut: false, entered: false, finalized: true, hasLockTime: false })).toEqual([
      'Tips Not Open Yet',
    ]);
    expect(bannersFor({ signedOut: true, entered: false, finalized: false, hasLockTime: false })).toEqual([
      'Sign in to submit tips',
      'Tournament Not Finalized',
    ]);
  });
});
