import { Trans } from '@lingui/react/macro';
import { ArrowLeft } from 'lucide-react';
import { ButtonLink } from '@/components/button-link';
import { paths } from '@/config/paths';

/** The way back from a credits page to the fan's dashboard. */
export function BackToDashboard() {
  return (
    <ButtonLink to={paths.dashboard.getHref()} variant="outline" icon={ArrowLeft}>
      <Trans>Back to Dashboard</Trans>
    </ButtonLink>
  );
}
