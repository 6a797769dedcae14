import { Trans } from '@lingui/react/macro';
import { Crown } from 'lucide-react';
import { Badge } from '@/components/ui/badge';

/** Marks the league's owner beside their name or the league's. */
export function OwnerBadge() {
  return (
    <Badge variant="secondary" className="shrink-0">
      <Crown aria-hidden="true" />
      <Trans>Owner</Trans>
    </Badge>
  );
}
