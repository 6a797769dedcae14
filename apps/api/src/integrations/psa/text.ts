/** A player's id from a name when the source gives no profile link: 'Nour El Sherbini' -> 'nour-el-sherbini'. */
export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** The profile slug of a tour player URL: '.../player/connor-turk/' -> 'connor-turk'. */
export function profileSlug(url: string | null | undefined): string | null {
  const profile = url ? /\/(?:player|author)\/([^/?#]+)/.exec(url)?.[1] : undefined;
  return profile ? decodeURIComponent(profile).toLowerCase() : null;
}
