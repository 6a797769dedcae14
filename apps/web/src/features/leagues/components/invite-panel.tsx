import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import type { League } from '@squash/core';
import { Check, Copy, RefreshCw, Share2 } from 'lucide-react';
import { useId } from 'react';
import { toast } from 'sonner';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api-client';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';
import { useNewInviteCode } from '../api/leagues';

/** The invite link to copy or share, its code, and (for the owner) a new code that retires the old one. */
export function InvitePanel({ league }: { league: League }) {
  const linkId = useId();
  const link = `${window.location.origin}${paths.joinLeague.getHref(league.inviteCode)}`;
  const { copied, copy } = useCopyToClipboard();
  const newCode = useNewInviteCode(league.id);
  const canShare = typeof navigator.share === 'function';

  const onCopy = async () => {
    if (!(await copy(link))) toast.error(t`Could not copy`, { description: t`Select the link and copy it yourself.` });
  };
  const onShare = async () => {
    try {
      await navigator.share({ title: league.name, text: t`Join my league ${league.name} on SquashTips`, url: link });
    } catch {
      // Dismissed: nothing to say.
    }
  };
  const onNewCode = async () => {
    try {
      await newCode.mutateAsync();
      toast.success(t`New invite code`, { description: t`The old link and code no longer work.` });
    } catch (error) {
      toast.error(t`Could not change the code`, { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby={`${linkId}-heading`} className="flex flex-col gap-4 rounded-2xl border bg-card p-5">
      <div>
        <h2 id={`${linkId}-heading`} className="text-lg font-bold">
          <Trans>Invite friends</Trans>
        </h2>
        <p className="text-sm text-muted-foreground">
          <Trans>
            Anyone with the link (or the code{' '}
            <span className="font-mono font-semibold text-foreground">{league.inviteCode}</span>) can join.
          </Trans>
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={linkId}>
          <Trans>Invite link</Trans>
        </Label>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Input
            id={linkId}
            readOnly
            value={link}
            className="font-mono text-sm"
            onFocus={(event) => event.target.select()}
          />
          <div className="flex gap-2">
            <Button type="button" onClick={() => void onCopy()} className="flex-1 sm:flex-none">
              {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
              {copied ? t`Copied!` : t`Copy link`}
            </Button>
            {canShare && (
              <Button type="button" variant="outline" onClick={() => void onShare()} className="flex-1 sm:flex-none">
                <Share2 aria-hidden="true" />
                <Trans>Share</Trans>
              </Button>
            )}
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {copied ? t`Invite link copied` : ''}
        </p>
      </div>
      {league.myRole === 'owner' && (
        <ConfirmDialog
          title={t`Make a new invite code?`}
          description={t`The current link and code stop working at once. Members stay in the league.`}
          action={t`New code`}
          onConfirm={() => void onNewCode()}
        >
          <Button type="button" variant="ghost" size="sm" className="w-fit" disabled={newCode.isPending}>
            <RefreshCw aria-hidden="true" />
            <Trans>New invite code</Trans>
          </Button>
        </ConfirmDialog>
      )}
    </section>
  );
}
