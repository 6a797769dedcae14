import { Trans } from '@lingui/react/macro';
import type { UserDetails } from '@squash/core';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { IdentitySection } from './identity-section';
import { PaidPlayForm } from './paid-play-form';

/**
 * Paid play's questions on the account page (issue 62): what the server checks at every purchase, paid entry
 * and prize. A refusal elsewhere sends the fan here (`#paid-play`).
 */
export function PaidPlayCard({ user }: { user: UserDetails }) {
  return (
    <Card id="paid-play" className="scroll-mt-24">
      <CardHeader>
        <CardTitle as="h2">
          <Trans>Paid play</Trans>
        </CardTitle>
        <CardDescription>
          <Trans>
            Buying credits, paid entries and prizes are open to fans 18 or older (older where the law says so) who live
            where the competition may be run. We check this at every purchase, entry and prize; free tournaments are
            open to everyone.
          </Trans>
        </CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <PaidPlayForm user={user} />
        <IdentitySection />
      </CardContent>
    </Card>
  );
}
