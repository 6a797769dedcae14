import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { PASSWORD_MIN_LENGTH } from '@squash/core/rules';

/**
 * The rules of `NewPasswordSchema` (packages/core) as a checklist. The schema stays the judge and gives
 * the messages; this only shows progress while typing.
 */
export const PASSWORD_RULES: ReadonlyArray<{ label: MessageDescriptor; test: (password: string) => boolean }> = [
  { label: msg`${PASSWORD_MIN_LENGTH}+ characters`, test: (password) => password.length >= PASSWORD_MIN_LENGTH },
  { label: msg`A lowercase letter`, test: (password) => /[a-z]/.test(password) },
  { label: msg`An uppercase letter`, test: (password) => /[A-Z]/.test(password) },
  { label: msg`A number`, test: (password) => /[0-9]/.test(password) },
  { label: msg`A symbol`, test: (password) => /[^A-Za-z0-9]/.test(password) },
];
