// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { recalledReturnTo, rememberReturnTo } from './return-to';

/*
 * Where a fan was going when they stopped to buy credits, kept per payment for the tab's life (Stripe comes
 * back with a full page load): only this site's own paths, so the receipt's way back can't lead elsewhere.
 */

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe('the way back after buying credits', () => {
  it('is recalled for its own payment only', () => {
    rememberReturnTo('payment-1', '/tournaments/windy-city#leaderboard');
    expect(recalledReturnTo('payment-1')).toBe('/tournaments/windy-city#leaderboard');
    expect(recalledReturnTo('payment-2')).toBeUndefined();
  });

  it('is never another site', () => {
    for (const path of ['//evil.example/tournaments', 'https://evil.example/', 'javascript:alert(1)', 'tournaments']) {
      rememberReturnTo('payment-1', path);
      expect(recalledReturnTo('payment-1'), path).toBeUndefined();
    }
    // Nor a path put in the storage by other means.
    sessionStorage.setItem('squashtips:return-to:payment-1', '//evil.example/');
    expect(recalledReturnTo('payment-1')).toBeUndefined();
  });

  it('is simply none when the storage refuses', () => {
    vi.spyOn(sessionStorage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(() => rememberReturnTo('payment-1', '/tournaments/x')).not.toThrow();
    vi.spyOn(sessionStorage, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(recalledReturnTo('payment-1')).toBeUndefined();
  });

  it('is nothing when the fan came from nowhere in particular', () => {
    rememberReturnTo('payment-1', undefined);
    expect(recalledReturnTo('payment-1')).toBeUndefined();
  });
});
