import { NewPasswordSchema, PASSWORDS_DONT_MATCH } from '@squash/core';
import { z } from 'zod';

/** Sign-up and reset: the shared password rules, plus the form-only rule that the confirmation matches. */
export const NewPasswordFormSchema = z
  .object({ password: NewPasswordSchema, confirmPassword: z.string() })
  .refine((values) => values.password === values.confirmPassword, {
    message: PASSWORDS_DONT_MATCH,
    // The spec shows the mismatch on the confirm field.
    path: ['confirmPassword'],
  });
