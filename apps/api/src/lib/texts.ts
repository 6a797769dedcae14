import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { type I18n, type MessageDescriptor, setupI18n } from '@lingui/core';
import { parsePoFile } from '@lingui/format-po';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import {
  CREDIT_UNIT,
  DEFAULT_LOCALE,
  formatCredits,
  intlLocale,
  isLocale,
  LOCALE_COOKIE,
  type Locale,
  negotiateLocale,
} from '@squash/core';

/*
 * The server's texts in each fan's language (issue 46, decision 023): mails, push notifications, share
 * images. They are written in the code as message descriptors with an explicit id and the English text,
 * marked for the catalogue's extraction:
 *
 *   const SUBJECT = /*i18n*\/ { id: 'mail.verify.subject', message: 'Verify your email for {product}' };
 *   textsFor(user.locale)._(SUBJECT, { product: PRODUCT_NAME })
 *
 * `npm run i18n:extract -w @squash/web` gathers them with the web app's into apps/api/locales/<language>/server.po
 * (English filled in, French and Arabic by translators); the checks in scripts/catalogues.test.ts hold them
 * as they hold the web's. Read and compiled once per language, at first use.
 */

/** apps/api/locales, from src/lib (tests) and dist/lib (the built server) alike. */
const LOCALES_DIR = fileURLToPath(new URL('../../locales/', import.meta.url));

const loaded = new Map<Locale, I18n>();

function load(locale: Locale): I18n {
  const po = parsePoFile(readFileSync(`${LOCALES_DIR}${locale}/server.po`, 'utf8'));
  const messages = Object.fromEntries(
    po.items
      .filter((item) => item.msgid && item.msgstr[0])
      .map((item) => [item.msgid, compileMessage(item.msgstr[0] ?? '')]),
  );
  // Numbers in messages as the pages print them (Arabic with Western digits: core's `intlLocale`).
  return setupI18n({ locale, locales: [intlLocale(locale)], messages: { [locale]: messages } });
}

/** The texts in `locale` (a fan's profile's, which may be unset: then English). */
export function textsFor(locale: string | null | undefined): I18n {
  const chosen = isLocale(locale) ? locale : DEFAULT_LOCALE;
  let texts = loaded.get(chosen);
  if (!texts) {
    texts = load(chosen);
    loaded.set(chosen, texts);
  }
  return texts;
}

export type Texts = I18n;
export type { MessageDescriptor };

/** A value of a message said in each reader's language when the message is (an amount of credits, a round). */
export type SaidValue = (texts: Texts) => string;

const CREDIT_AMOUNT = {
  one: /*i18n*/ { id: 'credits.one', message: '{amount} credit' },
  other: /*i18n*/ { id: 'credits.other', message: '{amount} credits' },
};

/**
 * Hundredths of a credit among a message's values, as each language writes them: `credits(150)` is
 * '1.50 credits', '1,50 crédits', '1.50 رصيد'; `credits(150, { bare: true })` the number alone ('1,50').
 */
export function credits(hundredths: number, { bare = false } = {}): SaidValue {
  return (texts) => {
    const locale = isLocale(texts.locale) ? texts.locale : DEFAULT_LOCALE;
    const amount =
      locale === DEFAULT_LOCALE
        ? formatCredits(hundredths)
        : new Intl.NumberFormat(intlLocale(locale), { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(
            hundredths / CREDIT_UNIT,
          );
    if (bare) return amount;
    return say(texts, hundredths === CREDIT_UNIT ? CREDIT_AMOUNT.one : CREDIT_AMOUNT.other, { amount });
  };
}

/** `message` in the language of `texts`, with its `values` ('{tournament} is over'; a `SaidValue` said in it too). */
export function say(texts: Texts, message: MessageDescriptor, values?: Record<string, unknown>): string {
  if (!values) return texts._(message);
  const said = Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'function' ? value(texts) : value]),
  );
  return texts._({ ...message, values: said });
}

/** A reader's language from their request: the language switcher's cookie, else their browser's first the site has. */
export function requestLocale(cookie: string | null | undefined, acceptLanguage: string | null | undefined): Locale {
  const chosen = String(cookie ?? '')
    .split(';')
    .map((part) => part.trim().split('='))
    .find(([name]) => name === LOCALE_COOKIE)?.[1];
  return isLocale(chosen) ? chosen : negotiateLocale(acceptLanguage);
}
