import { i18n } from '@lingui/core';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { messages as arabicAdmin } from '../../../locales/ar/admin.po';
import { messages as frenchAdmin } from '../../../locales/fr/admin.po';
import {
  backToRecords,
  createRecordLabel,
  deleteRecordQuestion,
  deleteRecordTitle,
  editRecordTitle,
  errorLoadingRecord,
  newRecordTitle,
  type RecordKind,
  recordKind,
  recordNotFound,
  recordPageTitle,
} from './record-words';

/*
 * The back office's sentences about a kind of record (issue 46): one message a sentence, a case a kind, so that
 * French and Arabic agree each word with the noun ('ce tournoi', 'cette ligue').
 */

beforeAll(() => i18n.load({ fr: frenchAdmin, ar: arabicAdmin }));
afterEach(() => i18n.activate('en'));

const KINDS: RecordKind[] = ['user', 'player', 'match', 'tournament'];
const SENTENCES = [
  newRecordTitle,
  editRecordTitle,
  createRecordLabel,
  deleteRecordTitle,
  deleteRecordQuestion,
  recordNotFound,
  backToRecords,
  errorLoadingRecord,
  recordPageTitle,
];

describe("the back office's sentences about a record", () => {
  it('says each in English as spec 001 writes it', () => {
    expect(newRecordTitle('player')).toBe('New Player');
    expect(editRecordTitle('tournament')).toBe('Edit Tournament');
    expect(createRecordLabel('user')).toBe('Create User');
    expect(deleteRecordTitle('league')).toBe('Delete League');
    expect(deleteRecordQuestion('dataIssue')).toBe(
      'Are you sure you want to delete this data issue? This action cannot be undone.',
    );
    expect(recordNotFound('match')).toBe('Match not found');
    expect(backToRecords('player')).toBe('Back to Players');
    expect(errorLoadingRecord('tournament')).toBe('Error loading tournament');
    expect(recordPageTitle('user')).toBe('User · Admin');
  });

  it('has a sentence of its own for each kind, in every language', () => {
    for (const locale of ['en', 'fr', 'ar']) {
      i18n.activate(locale);
      for (const sentence of SENTENCES) {
        const said = KINDS.map((kind) => sentence(kind));
        expect(new Set(said).size, `${sentence.name} in ${locale}`).toBe(KINDS.length);
      }
    }
  });

  it("agrees the French words with the noun's gender", () => {
    i18n.activate('fr');
    expect(deleteRecordQuestion('tournament')).toContain('ce tournoi');
    expect(deleteRecordQuestion('league')).toContain('cette ligue');
    expect(deleteRecordTitle('league')).toBe('Supprimer la ligue');
    expect(deleteRecordTitle('tournament')).toBe('Supprimer le tournoi');
  });

  it('is translated into Arabic, none of it left in English', () => {
    i18n.activate('ar');
    for (const sentence of SENTENCES) {
      for (const kind of KINDS) expect(sentence(kind)).not.toMatch(/[A-Za-z]{3,}/);
    }
  });

  it("takes a back-office resource's kind", () => {
    expect((['User', 'Player', 'Match', 'Tournament'] as const).map(recordKind)).toEqual([
      'user',
      'player',
      'match',
      'tournament',
    ]);
  });
});
