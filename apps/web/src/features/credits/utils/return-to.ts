/**
 * Where a fan was going when they stopped to buy credits (the tournament whose entry needed them), kept
 * per payment for the tab's life: Stripe's checkout comes back to the receipt with a full page load, and a
 * reload may too, so the in-app navigation state alone would lose 'Back to the tournament'.
 */
const key = (paymentId: string) => `squashtips:return-to:${paymentId}`;

/** Only this site's own paths: never another origin ('//host', 'https:'), so the link can't lead away. */
const isOwnPath = (path: string) => path.startsWith('/') && !path.startsWith('//');

export function rememberReturnTo(paymentId: string, path: string | undefined): void {
  if (!path || !isOwnPath(path)) return;
  try {
    sessionStorage.setItem(key(paymentId), path);
  } catch {
    // Storage refused (private mode, full): the receipt simply offers no way back.
  }
}

export function recalledReturnTo(paymentId: string): string | undefined {
  try {
    const path = sessionStorage.getItem(key(paymentId));
    return path && isOwnPath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}
