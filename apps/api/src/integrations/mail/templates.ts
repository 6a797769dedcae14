import { PRODUCT_NAME, WINNERS_NOTIFIED_WITHIN_HOURS } from '@squash/core';
import type { Mail } from './mailer.js';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/** A plain-text and an HTML body around one call to action. */
function actionMail({
  to,
  subject,
  intro,
  action,
  link,
  outro,
}: {
  to: string;
  subject: string;
  intro: string;
  action: string;
  link: string;
  outro: string;
}): Mail {
  const text = `${intro}\n\n${action}: ${link}\n\n${outro}\n\n— ${PRODUCT_NAME}`;
  const html = `<!doctype html><html><body style="font-family:system-ui,sans-serif;color:#111;max-width:520px;margin:auto;padding:24px">
<h1 style="font-size:20px;color:#14532d">${PRODUCT_NAME}</h1>
<p>${escapeHtml(intro)}</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#39d177;color:#052e16;padding:12px 20px;border-radius:8px;text-decoration:none;font-weight:600">${escapeHtml(action)}</a></p>
<p style="font-size:13px;color:#555">Or paste this link into your browser:<br>${escapeHtml(link)}</p>
<p style="font-size:13px;color:#555">${escapeHtml(outro)}</p>
</body></html>`;
  return { to, subject, text, html, link };
}

export function verificationMail(to: string, link: string): Mail {
  return actionMail({
    to,
    subject: `Verify your email for ${PRODUCT_NAME}`,
    intro: `Welcome to ${PRODUCT_NAME}! Please confirm your email address to finish creating your account.`,
    action: 'Verify email',
    link,
    outro: "If you didn't create an account, you can ignore this email.",
  });
}

export function passwordResetMail(to: string, link: string): Mail {
  return actionMail({
    to,
    subject: `Reset your ${PRODUCT_NAME} password`,
    intro: 'We received a request to reset your password. The link works for one hour.',
    action: 'Reset password',
    link,
    outro: "If you didn't ask for this, you can ignore this email; your password stays the same.",
  });
}

export function tipReminderMail(to: string, tournamentName: string, link: string, startsAt: string): Mail {
  return actionMail({
    to,
    subject: `${tournamentName} starts soon: your tips are not in yet`,
    intro: `${tournamentName} starts ${startsAt}. Your picks are missing or incomplete; tips lock when the first match starts.`,
    action: 'Submit your tips',
    link,
    outro: 'You get this because tournament updates are on in your account preferences.',
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
  }: { league: string; owner: string; tournament: string; link: string; startsAt: string },
): Mail {
  return actionMail({
    to,
    subject: `${owner} reminds you: pick ${tournament} before it starts`,
    intro: `${owner}, who runs your league ${league} on ${PRODUCT_NAME}, reminds you that your picks for ${tournament} are missing or incomplete. Tips lock ${startsAt}.`,
    action: 'Make your picks',
    link,
    outro:
      'You get this because tournament updates are on in your account preferences; turn them off there to stop reminders.',
  });
}

export function resultsMail(to: string, tournamentName: string, link: string, summary: string): Mail {
  return actionMail({
    to,
    subject: `${tournamentName}: final results`,
    intro: `${tournamentName} is over. ${summary}`,
    action: 'See the leaderboard',
    link,
    outro: 'You get this because tournament results are on in your account preferences.',
  });
}

export function prizeWonMail(to: string, tournamentName: string, link: string, amount: string): Mail {
  return actionMail({
    to,
    subject: `You won ${tournamentName} on ${PRODUCT_NAME}!`,
    intro: `Congratulations: you finished first in ${tournamentName}. Your cash prize is ${amount}; we will be in touch to pay it within ${WINNERS_NOTIFIED_WITHIN_HOURS} hours.`,
    action: 'See the leaderboard',
    link,
    outro: 'Prizes are paid to the account holder, subject to the competition rules.',
  });
}
