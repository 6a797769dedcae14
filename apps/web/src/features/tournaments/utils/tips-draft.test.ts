import type { MatchTip } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { clearDraft, type DraftStorage, draftKey, readDraft, startingTips, writeDraft } from './tips-draft';

function memoryStorage(): DraftStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  };
}

const tip: MatchTip = {
  matchId: '0b6f7c52-8f0a-4d0c-9c55-1a2b3c4d5e6f',
  predictedWinnerId: '4d1e5b2a-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
  predictedScore: '3-1',
};

describe('the tips draft', () => {
  it('is kept per user and tournament, read back as written, and removed after submitting', () => {
    const storage = memoryStorage();
    const key = draftKey('user-1', 'tournament-1');
    expect(key).not.toBe(draftKey('user-2', 'tournament-1'));
    expect(readDraft(storage, key)).toBeNull();

    writeDraft(storage, key, [tip], new Date('2026-05-01T10:00:00Z'));
    expect(readDraft(storage, key)).toEqual({ tips: [tip], changedAt: '2026-05-01T10:00:00.000Z' });

    clearDraft(storage, key);
    expect(readDraft(storage, key)).toBeNull();
  });

  it('ignores what it cannot read, and a browser without storage', () => {
    const storage = memoryStorage();
    storage.items.set('broken', '{not json');
    storage.items.set('foreign', JSON.stringify({ tips: [{ matchId: 'x' }], changedAt: 'yesterday' }));
    expect(readDraft(storage, 'broken')).toBeNull();
    expect(readDraft(storage, 'foreign')).toBeNull();
    expect(readDraft(undefined, 'any')).toBeNull();
    expect(() => writeDraft(undefined, 'any', [tip])).not.toThrow();
    const full: DraftStorage = {
      ...storage,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => writeDraft(full, 'any', [tip])).not.toThrow();
  });

  it('takes a tip only as the server would (the ids, a known score or none), and nothing more', () => {
    const storage = memoryStorage();
    const changedAt = '2026-05-01T10:00:00.000Z';
    const read = (tips: unknown[], at: unknown = changedAt) => {
      storage.items.set('draft', JSON.stringify({ tips, changedAt: at }));
      return readDraft(storage, 'draft');
    };
    const { predictedScore: _score, ...withoutScore } = tip;
    expect(read([withoutScore])).toEqual({ tips: [{ ...tip, predictedScore: null }], changedAt });
    expect(read([{ ...tip, predictedScore: null, note: 'mine' }])).toEqual({
      tips: [{ ...tip, predictedScore: null }],
      changedAt,
    });
    expect(read([tip, { ...tip, predictedScore: '3-3' }])).toBeNull();
    expect(read([{ ...tip, matchId: 'match-1' }])).toBeNull();
    expect(read([{ ...tip, predictedWinnerId: 7 }])).toBeNull();
    expect(read(['3-0'])).toBeNull();
    expect(read([tip], '2026-05-01')).toBeNull();
    expect(read([tip], '2026-02-30T10:00:00Z')).toBeNull();
    expect(read([tip], '2026-05-01T10:00:00+02:00')).toBeNull();
    expect(read([], '2026-05-01T10:00Z')).toEqual({ tips: [], changedAt: '2026-05-01T10:00Z' });
  });
});

describe('startingTips', () => {
  const saved = { tips: [tip], updatedAt: '2026-05-01T10:00:00.000Z' };
  const draft = (changedAt: string) => ({ tips: [], changedAt });
  it.each([
    ['nothing', null, null, []],
    ['only the saved entry', null, saved, [tip]],
    ['only a draft', draft('2026-05-01T09:00:00.000Z'), null, []],
    ['a draft newer than the entry', draft('2026-05-01T11:00:00.000Z'), saved, []],
    ['a draft older than the entry (saved from another device since)', draft('2026-05-01T09:00:00.000Z'), saved, [tip]],
  ])('from %s', (_, fromDraft, fromEntry, expected) => {
    expect(startingTips(fromDraft, fromEntry)).toEqual(expected);
  });
});
