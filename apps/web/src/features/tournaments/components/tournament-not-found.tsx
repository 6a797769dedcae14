import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/button-link';
import { IconTile } from '@/components/icon-tile';
import { paths } from '@/config/paths';

export function TournamentNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{t`Tournament Not Found · ${PRODUCT_NAME}`}</title>
      <IconTile icon={SearchX} size="lg" tone="muted" className="rounded-full" />
      <h1 className="font-display text-3xl">
        <Trans>Tournament Not Found</Trans>
      </h1>
      <p className="text-muted-foreground">
        <Trans>The tournament you're looking for doesn't exist or has been removed.</Trans>
      </p>
      <ButtonLink to={paths.tournaments.getHref()} variant="outline" icon={ArrowLeft}>
        <Trans>Browse tournaments</Trans>
      </ButtonLink>
    </div>
  );
}
