import { intlLocale, isLocale, PRODUCT_NAME, textDirection, WINNERS_NOTIFIED_WITHIN_HOURS } from '@squash/core';
import { say, type Texts, textsFor } from '../../lib/texts.js';
import type { Mail } from './mailer.js';

/*
 * The site's mails, in the fan's language (their profile's, issue 46): each text is a message of the server's
 * catalogue (lib/texts.ts), English by default.
 */

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

const M = {
  pasteLink: /*i18n*/ { id: 'mail.paste-link', message: 'Or paste this link into your browser:' },
  verifySubject: /*i18n*/ { id: 'mail.verify.subject', message: 'Verify your email for {product}' },
  verifyIntro: /*i18n*/ {
    id: 'mail.verify.intro',
    message: 'Welcome to {product}! Please confirm your email address to finish creating your account.',
  },
  verifyAction: /*i18n*/ { id: 'mail.verify.action', message: 'Verify email' },
  verifyOutro: /*i18n*/ {
    id: 'mail.verify.outro',
    message: "If you didn't create an account, you can ignore this email.",
  },
  resetSubject: /*i18n*/ { id: 'mail.reset.subject', message: 'Reset your {product} password' },
  resetIntro: /*i18n*/ {
    id: 'mail.reset.intro',
    message: 'We received a request to reset your password. The link works for one hour.',
  },
  resetAction: /*i18n*/ { id: 'mail.reset.action', message: 'Reset password' },
  resetOutro: /*i18n*/ {
    id: 'mail.reset.outro',
    message: "If you didn't ask for this, you can ignore this email; your password stays the same.",
  },
  reminderSubject: /*i18n*/ {
    id: 'mail.reminder.subject',
    message: '{tournament} starts soon: your tips are not in yet',
  },
  reminderIntro: /*i18n*/ {
    id: 'mail.reminder.intro',
    message:
      '{tournament} starts on {startsAt}. Your picks are missing or incomplete; tips lock when the first match starts.',
  },
  reminderAction: /*i18n*/ { id: 'mail.reminder.action', message: 'Submit your tips' },
  updatesOutro: /*i18n*/ {
    id: 'mail.updates.outro',
    message: 'You get this because tournament updates are on in your account preferences.',
  },
  lockOn: /*i18n*/ { id: 'mail.lock-on', message: 'on {date}' },
  whenPlayStarts: /*i18n*/ { id: 'mail.when-play-starts', message: 'when play starts' },
  leagueSubject: /*i18n*/ {
    id: 'mail.league-reminder.subject',
    message: '{owner} reminds you: pick {tournament} before it starts',
  },
  leagueIntro: /*i18n*/ {
    id: 'mail.league-reminder.intro',
    message:
      '{owner}, who runs your league {league} on {product}, reminds you that your picks for {tournament} are missing or incomplete. Tips lock {startsAt}.',
  },
  leagueAction: /*i18n*/ { id: 'mail.league-reminder.action', message: 'Make your picks' },
  leagueOutro: /*i18n*/ {
    id: 'mail.league-reminder.outro',
    message:
      'You get this because tournament updates are on in your account preferences; turn them off there to stop reminders.',
  },
  resultsSubject: /*i18n*/ { id: 'mail.results.subject', message: '{tournament}: final results' },
  resultsIntro: /*i18n*/ { id: 'mail.results.intro', message: '{tournament} is over. {summary}' },
  resultsFinished: /*i18n*/ {
    id: 'mail.results.finished',
    message:
      'You finished {rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {entrants} with {points, plural, one {# point} other {# points}}.',
  },
  resultsScored: /*i18n*/ {
    id: 'mail.results.scored',
    message: '{points, plural, one {You scored # point.} other {You scored # points.}}',
  },
  resultsLeagues: /*i18n*/ { id: 'mail.results.leagues', message: 'In your leagues: {places}.' },
  resultsSeparator: /*i18n*/ { id: 'mail.results.separator', message: '; ' },
  resultsLeague: /*i18n*/ {
    id: 'mail.results.league',
    message: '{rank, selectordinal, one {#st} two {#nd} few {#rd} other {#th}} of {entrants} in {league}',
  },
  seeLeaderboard: /*i18n*/ { id: 'mail.see-leaderboard', message: 'See the leaderboard' },
  resultsOutro: /*i18n*/ {
    id: 'mail.results.outro',
    message: 'You get this because tournament results are on in your account preferences.',
  },
  prizeSubject: /*i18n*/ { id: 'mail.prize.subject', message: 'You won {tournament} on {product}!' },
  prizeIntro: /*i18n*/ {
    id: 'mail.prize.intro',
    message:
      'Congratulations: you finished first in {tournament}. Your cash prize is {amount}; we will be in touch to pay it within {hours} hours.',
  },
  prizeOutro: /*i18n*/ {
    id: 'mail.prize.outro',
    message: 'Prizes are paid to the account holder, subject to the competition rules.',
  },
};

/** A plain-text and an HTML body around one call to action, in the language of `texts`. */
function actionMail(
  texts: Texts,
  {
    to,
    subject,
    intro,
    action,
    link,
    outro,
  }: { to: string; subject: string; intro: string; action: string; link: string; outro: string },
): Mail {
  const locale = isLocale(texts.locale) ? texts.locale : 'en';
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— ${PRODUCT_NAME}`;
  const html = `<!doctype html><html lang="${locale}" dir="${textDirection(locale)}"><body style="font-family:system-ui,sans-serif;color:#111;max-width:520px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#14532d">${PRODUCT_NAME}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#39d177;color:#052e16;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">${escapeHtml(say(texts, M.pasteLink))}<br><span dir="ltr">${escapeHtml(link)}</span></p>
<p style="font-size:13px;color:#555">${escapeHtml(outro)}</p>
</body></html>`;
  return { to, subject, text, html, link };
}

/**
 * An instant as the mail's language writes it, at the venue's clock with its zone, as the site says a
 * tournament's times ('Wed, Dec 2, 2026, 7:55 AM GMT+10'): in UTC its date could differ from the page's (issue 63).
 */
export function mailDateTime(texts: Texts, instant: Date, timeZone = 'UTC'): string {
  const locale = intlLocale(isLocale(texts.locale) ? texts.locale : 'en');
  return new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZone,
    timeZoneName: 'short',
  }).format(instant);
}

/** When tips lock: 'on Sat, Nov 22, 2026, 7:00 PM UTC', or 'when play starts' before match times are set. */
export function lockTime(texts: Texts, startsAt: Date | null, timeZone = 'UTC'): string {
  return startsAt
    ? say(texts, M.lockOn, { date: mailDateTime(texts, startsAt, timeZone) })
    : say(texts, M.whenPlayStarts);
}

export function verificationMail(to: string, link: string, texts: Texts = textsFor(null)): Mail {
  return actionMail(texts, {
    to,
    subject: say(texts, M.verifySubject, { product: PRODUCT_NAME }),
    intro: say(texts, M.verifyIntro, { product: PRODUCT_NAME }),
    action: say(texts, M.verifyAction),
    link,
    outro: say(texts, M.verifyOutro),
  });
}

export function passwordResetMail(to: string, link: string, texts: Texts = textsFor(null)): Mail {
  return actionMail(texts, {
    to,
    subject: say(texts, M.resetSubject, { product: PRODUCT_NAME }),
    intro: say(texts, M.resetIntro),
    action: say(texts, M.resetAction),
    link,
    outro: say(texts, M.resetOutro),
  });
}

export function tipReminderMail(
  to: string,
  tournament: string,
  link: string,
  startsAt: Date,
  texts: Texts = textsFor(null),
  timeZone = 'UTC',
): Mail {
  return actionMail(texts, {
    to,
    subject: say(texts, M.reminderSubject, { tournament }),
    intro: say(texts, M.reminderIntro, { tournament, startsAt: mailDateTime(texts, startsAt, timeZone) }),
    action: say(texts, M.reminderAction),
    link,
    outro: say(texts, M.updatesOutro),
  });
}

/** A league's owner reminds the members who haven't finished their picks (issue 45). */
export function leagueReminderMail(
  to: string,
  {
    league,
    owner,
    tournament,
    link,
    startsAt,
    timeZone = 'UTC',
  }: { league: string; owner: string; tournament: string; link: string; startsAt: Date | null; timeZone?: string },
  texts: Texts = textsFor(null),
): Mail {
  return actionMail(texts, {
    to,
    subject: say(texts, M.leagueSubject, { owner, tournament }),
    intro: say(texts, M.leagueIntro, {
      owner,
      league,
      tournament,
      product: PRODUCT_NAME,
      startsAt: lockTime(texts, startsAt, timeZone),
    }),
    action: say(texts, M.leagueAction),
    link,
    outro: say(texts, M.leagueOutro),
  });
}

/** How a fan finished, for the results mail: their place (or points) and their places in their leagues. */
export interface Finish {
  rank: number | null;
  entrants: number;
  points: number;
  leagues: ReadonlyArray<{ name: string; rank: number; entrants: number }>;
}

export function resultsMail(
  to: string,
  tournament: string,
  link: string,
  finish: Finish,
  texts: Texts = textsFor(null),
): Mail {
  const { rank, entrants, points, leagues } = finish;
  const summary = rank
    ? say(texts, M.resultsFinished, { rank, entrants, points })
    : say(texts, M.resultsScored, { points });
  const places = leagues
    .map((league) => say(texts, M.resultsLeague, { rank: league.rank, entrants: league.entrants, league: league.name }))
    .join(say(texts, M.resultsSeparator));
  const inLeagues = leagues.length > 0 ? ` ${say(texts, M.resultsLeagues, { places })}` : '';
  return actionMail(texts, {
    to,
    subject: say(texts, M.resultsSubject, { tournament }),
    intro: say(texts, M.resultsIntro, { tournament, summary: summary + inLeagues }),
    action: say(texts, M.seeLeaderboard),
    link,
    outro: say(texts, M.resultsOutro),
  });
}

export function prizeWonMail(
  to: string,
  tournament: string,
  link: string,
  amount: string,
  texts: Texts = textsFor(null),
): Mail {
  return actionMail(texts, {
    to,
    subject: say(texts, M.prizeSubject, { tournament, product: PRODUCT_NAME }),
    intro: say(texts, M.prizeIntro, { tournament, amount, hours: WINNERS_NOTIFIED_WITHIN_HOURS }),
    action: say(texts, M.seeLeaderboard),
    link,
    outro: say(texts, M.prizeOutro),
  });
}
