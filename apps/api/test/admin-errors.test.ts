import { NO_CHANGES_MESSAGE } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { ADMIN_ERRORS } from '../src/lib/admin-errors.js';

describe("the back office's refusals", () => {
  it("say 'nothing changed' in the words of spec 001 §5, which core and the forms use too", () => {
    expect(ADMIN_ERRORS.noChanges.message).toBe(NO_CHANGES_MESSAGE);
  });
});
