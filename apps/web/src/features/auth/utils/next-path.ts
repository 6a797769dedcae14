/**
 * Where a sign-in (or a sign-up, through its verification mail) brings the fan back to: `?next=` when it
 * is a path of this site, else the fallback. Anything that could leave the site ('//host', '/\host', a
 * scheme) is ignored, so a crafted link can't send a fan elsewhere after signing in.
 */
export function nextPath(next: string | null, fallback: string): string {
  if (!next?.startsWith('/') || next.startsWith('//')) return fallback;
  // Backslashes (browsers read them as '/') and control characters have no place in our paths.
  if ([...next].some((sign) => sign === '\\' || sign.charCodeAt(0) < 0x20 || sign.charCodeAt(0) === 0x7f)) {
    return fallback;
  }
  return next;
}
