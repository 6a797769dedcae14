import { NewPasswordSchema } from '@squash/core';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES } from './password-rules';

describe('PASSWORD_RULES', () => {
  it.each(['short', 'alllowercase1!', 'ALLUPPER1!', 'NoNumbers!', 'NoSymbols1', 'Squash!Demo2026', 'Ab1!Ab1!'])(
    'agree with NewPasswordSchema on %s',
    (password) => {
      const allMet = PASSWORD_RULES.every((rule) => rule.test(password));
      expect(allMet).toBe(NewPasswordSchema.safeParse(password).success);
    },
  );
});
