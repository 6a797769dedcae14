import { GENDER_LABELS, GENDERS, type Gender } from './constants.js';
import { namesItsGender } from './format.js';

/*
 * What a credit transaction was (issue 64): the ledger keeps each transfer's description in English, as the
 * back office and the database read it; fans see it in their own language. Each kind of line the product
 * writes has one template here, used both to write the description (`describeCredit`) and to read it back
 * into its parts (`creditNote`), so the two can't drift apart. An administrator's own reason (bonus credits)
 * matches none, and is shown as written.
 */

export const CREDIT_NOTE_KINDS = [
  'ENTRY',
  'ENTRY_FIXED',
  'PURCHASE',
  'REFUND_REMOVED',
  'REFUND_BREAK',
  'PRIZE',
  'PRIZE_FIXED',
  'PRIZE_RELEASED',
  'PRIZE_FORFEITED',
] as const;
export type CreditNoteKind = (typeof CREDIT_NOTE_KINDS)[number];

/** A tournament as a line names it: its name, and its gender where the line said it ('… (Men's)'). */
export interface NotedTournament {
  name: string;
  gender: Gender | null;
}

/** A line's parts: its kind, the tournament it is about, the credits bought, a prize's sponsor. */
export interface CreditNote {
  kind: CreditNoteKind;
  tournament: NotedTournament | null;
  credits: number | null;
  sponsor: string | null;
}

const TEMPLATES: Record<CreditNoteKind, string> = {
  ENTRY: 'Entry: {tournament}',
  ENTRY_FIXED: 'Entry: {tournament} (fixed prizes)',
  PURCHASE: '{credits} bought by card',
  REFUND_REMOVED: 'Refund: {tournament} was removed',
  REFUND_BREAK: 'Refund: {tournament} (a break or self-exclusion)',
  PRIZE: 'Prize: {tournament}',
  PRIZE_FIXED: 'Prize: {tournament} (fixed prizes{sponsor})',
  PRIZE_RELEASED: 'Prize: {tournament} (released after review)',
  PRIZE_FORFEITED: 'Prize forfeited: {tournament}',
};

const titleOf = (tournament: NotedTournament): string =>
  tournament.gender && !namesItsGender({ name: tournament.name, gender: tournament.gender })
    ? `${tournament.name} (${GENDER_LABELS[tournament.gender]})`
    : tournament.name;

/** The English description the ledger keeps for a line of this kind. */
export function describeCredit(note: CreditNote): string {
  return TEMPLATES[note.kind]
    .replace('{tournament}', note.tournament ? titleOf(note.tournament) : '')
    .replace('{credits}', `${note.credits ?? 0} credit${note.credits === 1 ? '' : 's'}`)
    .replace('{sponsor}', note.sponsor ? `, from ${note.sponsor}` : '');
}

const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
// Longest templates first: 'Entry: X (fixed prizes)' is tried before 'Entry: X'.
const PATTERNS = (Object.entries(TEMPLATES) as Array<[CreditNoteKind, string]>)
  .sort((a, b) => b[1].length - a[1].length)
  .map(([kind, template]) => ({
    kind,
    pattern: new RegExp(
      `^${literal(template)
        .replace(literal('{tournament}'), '(?<tournament>.+)')
        .replace(literal('{credits}'), '(?<credits>\\d+) credits?')
        .replace(literal('{sponsor}'), '(?:, from (?<sponsor>.+))?')}$`,
    ),
  }));

const GENDER_SUFFIX = new RegExp(
  `^(?<name>.+) \\((?<label>${Object.values(GENDER_LABELS).map(literal).join('|')})\\)$`,
);

function notedTournament(title: string): NotedTournament {
  const found = GENDER_SUFFIX.exec(title)?.groups;
  const gender = found ? (GENDERS.find((each) => GENDER_LABELS[each] === found.label) ?? null) : null;
  return found?.name && gender ? { name: found.name, gender } : { name: title, gender: null };
}

/** A stored description read back into its parts; null for a text no template wrote (an admin's reason). */
export function creditNote(description: string): CreditNote | null {
  for (const { kind, pattern } of PATTERNS) {
    const groups = pattern.exec(description)?.groups;
    if (!groups) continue;
    return {
      kind,
      tournament: groups.tournament ? notedTournament(groups.tournament) : null,
      credits: groups.credits ? Number(groups.credits) : null,
      sponsor: groups.sponsor ?? null,
    };
  }
  return null;
}
