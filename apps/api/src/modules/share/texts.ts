import { type Gender, intlLocale, isLocale, namesItsGender, PRODUCT_NAME } from '@squash/core';
import { say, type Texts } from '../../lib/texts.js';

/*
 * What share images and link previews say, in the language of the page shared (issue 46): messages of the
 * server's catalogue (lib/texts.ts). Names (tournaments, players, fans, leagues) stay as they are written.
 */
export const SHARE = {
  mens: /*i18n*/ { id: 'share.gender.mens', message: "Men's" },
  womens: /*i18n*/ { id: 'share.gender.womens', message: "Women's" },
  titled: /*i18n*/ { id: 'share.tournament.titled', message: '{name} ({gender})' },
  tipsOpenUntil: /*i18n*/ { id: 'share.stage.upcoming', message: 'Tips open until {date}' },
  liveNow: /*i18n*/ { id: 'share.stage.live', message: 'Live now' },
  finalStandings: /*i18n*/ { id: 'share.stage.final', message: 'Final standings' },
  points: /*i18n*/ { id: 'share.points', message: '{points} pts' },
  fansPicked: /*i18n*/ {
    id: 'share.tournament.fans',
    message: '{fans, plural, one {# fan picked the draw} other {# fans picked the draw}}',
  },
  starts: /*i18n*/ { id: 'share.stat.starts', message: 'Starts' },
  matchesToPick: /*i18n*/ { id: 'share.stat.matches', message: 'Matches to pick' },
  entries: /*i18n*/ { id: 'share.stat.entries', message: 'Entries' },
  pickEveryWinner: /*i18n*/ { id: 'share.footer.pick', message: 'Pick every winner on {product}' },
  pickEveryWinnerAt: /*i18n*/ { id: 'share.footer.pick-at', message: '{location} · Pick every winner on {product}' },
  rank: /*i18n*/ { id: 'share.stat.rank', message: 'Rank' },
  rankOf: /*i18n*/ {
    id: 'share.stat.rank-of',
    message: '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {entrants}',
  },
  pointsLabel: /*i18n*/ { id: 'share.stat.points', message: 'Points' },
  correct: /*i18n*/ { id: 'share.stat.correct', message: 'Correct' },
  accuracy: /*i18n*/ { id: 'share.stat.accuracy', message: 'Accuracy' },
  championPick: /*i18n*/ { id: 'share.entry.champion', message: 'Champion pick: {name}' },
  noChampionPick: /*i18n*/ { id: 'share.entry.no-champion', message: 'Champion pick: none' },
  leagueEyebrow: /*i18n*/ {
    id: 'share.league.eyebrow',
    message: 'Fan league · {members, plural, one {# member} other {# members}} · {season} season',
  },
  runBy: /*i18n*/ { id: 'share.stat.run-by', message: 'Run by' },
  leagueFooter: /*i18n*/ {
    id: 'share.league.footer',
    message: '{owner} invites you to join and pick the draws together',
  },
  entryTitle: /*i18n*/ { id: 'share.page.entry.title', message: "{username}'s picks · {tournament}" },
  entryRanked: /*i18n*/ {
    id: 'share.page.entry.ranked',
    message:
      '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} with {points, plural, one {# point} other {# points}} on {product}: see every pick, and compare them with yours.',
  },
  entryUnranked: /*i18n*/ {
    id: 'share.page.entry.unranked',
    message:
      '{points, plural, one {# point} other {# points}} on {product}: see every pick, and compare them with yours.',
  },
  entryImage: /*i18n*/ {
    id: 'share.page.entry.image',
    message: "{username}'s entry in {tournament}: rank, points and champion pick",
  },
  site: /*i18n*/ {
    id: 'share.page.site',
    message: 'Pick the winner of every match of the squash tour’s draws, and compete with friends on {product}.',
  },
  siteImage: /*i18n*/ { id: 'share.page.site.image', message: '{tournament} on {product}' },
  fanTitle: /*i18n*/ { id: 'share.page.fan.title', message: '{username} on {product}' },
  fanRecord: /*i18n*/ {
    id: 'share.page.fan.record',
    message:
      '{username}’s record on {product}: {tournaments, plural, one {# tournament} other {# tournaments}}, their finishes and badges.',
  },
  fanPrivate: /*i18n*/ { id: 'share.page.fan.private', message: 'A fan of {product}.' },
  tournamentUpcoming: /*i18n*/ {
    id: 'share.page.tournament.upcoming',
    message: 'Pick the winner of every match of {tournament} before play starts, and see how your picks score.',
  },
  tournamentStarted: /*i18n*/ {
    id: 'share.page.tournament.started',
    message: 'The leaderboard of {tournament}: who picked it best, live as results come in.',
  },
  tournamentImageUpcoming: /*i18n*/ {
    id: 'share.page.tournament.image-upcoming',
    message: '{tournament}: start date and entries',
  },
  tournamentImageStarted: /*i18n*/ {
    id: 'share.page.tournament.image-started',
    message: '{tournament}: the top of the leaderboard',
  },
  inviteTitle: /*i18n*/ { id: 'share.page.invite.title', message: 'Join {league} on {product}' },
  inviteDescription: /*i18n*/ {
    id: 'share.page.invite.description',
    message:
      '{owner} invites you to their league ({members, plural, one {# member} other {# members}}): pick the draws of the pro squash tour together.',
  },
  inviteImage: /*i18n*/ { id: 'share.page.invite.image', message: '{league}: the top of its season table' },
};

/** A tournament's name with whose draw it is, where the name doesn't say: "Windsor Open (Women's)". */
export function titleOf(texts: Texts, tournament: { name: string; gender: Gender }): string {
  if (namesItsGender(tournament)) return tournament.name;
  const gender = say(texts, tournament.gender === 'mens' ? SHARE.mens : SHARE.womens);
  return say(texts, SHARE.titled, { name: tournament.name, gender });
}

/** A calendar day ('YYYY-MM-DD') as the language writes it: '26 Nov 2026' (Western digits in Arabic). */
export function dayOf(texts: Texts, isoDate: string): string {
  const locale = isLocale(texts.locale) && texts.locale !== 'en' ? intlLocale(texts.locale) : 'en-GB';
  return new Intl.DateTimeFormat(locale, {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export const product = { product: PRODUCT_NAME };
