import { NO_CHANGES_MESSAGE } from '@squash/core/rules';
import type { ErrorOption } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { noChanges } from './save-record';

describe('a back-office save that changes nothing', () => {
  it("says so in spec 001 §5's words, which core's message and the server's have too", () => {
    const said: Array<[string, ErrorOption]> = [];
    noChanges((name, error) => said.push([name, error]));
    expect(said).toEqual([['root', { type: 'unchanged', message: NO_CHANGES_MESSAGE }]]);
  });
});
