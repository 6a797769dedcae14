import { AFTER_CHANGE_WINDOW_MS } from '@squash/core/rules';
import { describe, expect, it } from 'vitest';
import { afterChangeHeaders, liveQuery, noteChangeHeard, rememberLiveToken } from './after-change';

describe('reads asked again after a live change (issue 47)', () => {
  it("carry the tournament's latest change token for a few seconds, and no other tournament's", () => {
    const heard = 1_000_000;
    expect(liveQuery('t1', heard)).toEqual({});
    rememberLiveToken('t1', 'abcdEFGH.12.0123456789abcdefghijkl', heard);
    expect(liveQuery('t1', heard + 10)).toEqual({ at: 'abcdEFGH.12.0123456789abcdefghijkl' });
    expect(liveQuery('t2', heard + 10)).toEqual({});
    expect(liveQuery('t1', heard + AFTER_CHANGE_WINDOW_MS)).toEqual({});
    // What isn't a token is not kept.
    rememberLiveToken('t3', 42, heard);
    rememberLiveToken('t4', 'x'.repeat(65), heard);
    expect(liveQuery('t3', heard)).toEqual({});
    expect(liveQuery('t4', heard)).toEqual({});
  });

  it('say they follow a change, within the window', () => {
    noteChangeHeard(5_000_000);
    expect(afterChangeHeaders(5_000_001)).toEqual({ 'After-Change': '1' });
    expect(afterChangeHeaders(5_000_000 + AFTER_CHANGE_WINDOW_MS)).toEqual({});
  });
});
