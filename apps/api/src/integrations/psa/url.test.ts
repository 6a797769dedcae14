import { describe, expect, it } from 'vitest';
import { PsaParseError } from './errors.js';
import { parseTournamentUrl, wpApiUrl } from './url.js';

describe('parseTournamentUrl', () => {
  it.each([
    [
      'https://www.psaworldtour.com/tournament/windsor-club-open-2023/',
      'windsor-club-open-2023',
      'https://www.psaworldtour.com',
    ],
    [
      'https://www.psaworldtour.com/tournament/windsor-club-open-2023',
      'windsor-club-open-2023',
      'https://www.psaworldtour.com',
    ],
    [
      'https://psaworldtour.com/tournament/windsor-club-open-2023/',
      'windsor-club-open-2023',
      'https://www.psaworldtour.com',
    ],
    [
      'https://www.psasquashtour.com/tournament/ponta-lagoa-brasil-open-2023/',
      'ponta-lagoa-brasil-open-2023',
      'https://www.psasquashtour.com',
    ],
    [
      'https://psasquashtour.com/tournament/ponta-lagoa-brasil-open-2023',
      'ponta-lagoa-brasil-open-2023',
      'https://www.psasquashtour.com',
    ],
    [
      'https://www.psaworldtour.com/tournament/windsor-club-open-2023/?tab=results',
      'windsor-club-open-2023',
      'https://www.psaworldtour.com',
    ],
    [
      'https://www.psaworldtour.com/tournament/windsor-club-open-2023?utm_source=x#results',
      'windsor-club-open-2023',
      'https://www.psaworldtour.com',
    ],
    [
      '  https://WWW.PSAWorldTour.com/tournament/Windsor-Club-Open-2023/  ',
      'windsor-club-open-2023',
      'https://www.psaworldtour.com',
    ],
    [
      'http://www.psaworldtour.com/tournament/windsor-club-open-2023/',
      'windsor-club-open-2023',
      'https://www.psaworldtour.com',
    ],
  ])('accepts %s', (url, slug, origin) => {
    expect(parseTournamentUrl(url)).toEqual({ slug, origin });
  });

  it.each([
    ['not a url'],
    [''],
    ['https://www.psaworldtour.com/tournaments/'],
    ['https://www.psaworldtour.com/tournament/'],
    ['https://www.psaworldtour.com/player/connor-turk/'],
    ['https://www.psaworldtour.com/tournament/windsor-club-open-2023/results/'],
    ['https://www.psaworldtour.com/tournament/windsor club/'],
    ['https://www.psaworldtour.com.evil.example/tournament/windsor-club-open-2023/'],
    ['https://evilpsaworldtour.com/tournament/windsor-club-open-2023/'],
    ['https://tickets.psaworldtour.com/tournament/windsor-club-open-2023/'],
    ['https://www.psaworldtour.com:8443/tournament/windsor-club-open-2023/'],
    ['ftp://www.psaworldtour.com/tournament/windsor-club-open-2023/'],
    ['www.psaworldtour.com/tournament/windsor-club-open-2023/'],
  ])('rejects %j', (url) => {
    expect(() => parseTournamentUrl(url)).toThrow(PsaParseError);
    expect(() => parseTournamentUrl(url)).toThrow(/^Not a PSA tournament URL/);
  });
});

describe('wpApiUrl', () => {
  it('points at the WordPress tournament endpoint of the same site', () => {
    expect(wpApiUrl('windsor-club-open-2023', 'https://www.psaworldtour.com')).toBe(
      'https://www.psaworldtour.com/wp-json/wp/v2/tournament?slug=windsor-club-open-2023',
    );
    expect(wpApiUrl('ponta-lagoa-brasil-open-2023', 'https://www.psasquashtour.com')).toBe(
      'https://www.psasquashtour.com/wp-json/wp/v2/tournament?slug=ponta-lagoa-brasil-open-2023',
    );
  });

  it('round-trips with parseTournamentUrl', () => {
    const { slug, origin } = parseTournamentUrl('https://psasquashtour.com/tournament/windsor-club-open-2023');
    expect(wpApiUrl(slug, origin)).toBe(
      'https://www.psasquashtour.com/wp-json/wp/v2/tournament?slug=windsor-club-open-2023',
    );
  });
});
