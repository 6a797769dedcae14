import { PRODUCT_NAME } from '@squash/core/rules';
import { ArrowLeft, SearchX } from 'lucide-react';
import { ButtonLink } from '@/components/button-link';
import { IconTile } from '@/components/icon-tile';
import { paths } from '@/config/paths';

export function TournamentNotFound() {
  return (
    <div className="mx-auto flex max-w-md flex-col items-center gap-4 px-4 py-24 text-center">
      <title>{`Tournament Not Found · ${PRODUCT_NAME}`}</title>
      <IconTile icon={SearchX} size="lg" tone="muted" className="rounded-full" />
      <h1 className="font-display text-3xl">Tournament Not Found</h1>
      <p className="text-muted-foreground">The tournament you're looking for doesn't exist or has been removed.</p>
      <ButtonLink to={paths.tournaments.getHref()} variant="outline" icon={ArrowLeft}>
        Browse tournaments
      </ButtonLink>
    </div>
  );
}
