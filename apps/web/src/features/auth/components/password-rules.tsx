import { i18n } from '@lingui/core';
import { t } from '@lingui/core/macro';
import { Check, Circle } from 'lucide-react';
import { cn } from '@/lib/utils';
import { PASSWORD_RULES } from '../utils/password-rules';

/** A live checklist of the password rules, so nobody has to guess them from one error at a time. */
export function PasswordRules({ password }: { password: string }) {
  return (
    <ul className="grid grid-cols-1 gap-x-4 gap-y-1 min-[400px]:grid-cols-2">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.label.id} className={cn('flex items-center gap-1.5', met && 'text-success')}>
            {met ? (
              <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
            ) : (
              <Circle aria-hidden="true" className="size-3" />
            )}
            {i18n._(rule.label)}
            <span className="sr-only">{met ? t`(done)` : t`(to do)`}</span>
          </li>
        );
      })}
    </ul>
  );
}
