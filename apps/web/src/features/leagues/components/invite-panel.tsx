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
    if (!(await copy(link))) toast.error('Could not copy', { description: 'Select the link and copy it yourself.' });
  };
  const onShare = async () => {
    try {
      await navigator.share({ title: league.name, text: `Join my league ${league.name} on SquashTips`, url: link });
    } catch {
      // Dismissed: nothing to say.
    }
  };
  const onNewCode = async () => {
    try {
      await newCode.mutateAsync();
      toast.success('New invite code', { description: 'The old link and code no longer work.' });
    } catch (error) {
      toast.error('Could not change the code', { description: errorMessage(error) });
    }
  };

  return (
    <section aria-labelledby={`${linkId}-heading`} className="flex flex-col gap-4 rounded-2xl border bg-card p-5">
      <div>
        <h2 id={`${linkId}-heading`} className="text-lg font-bold">
          Invite friends
        </h2>
        <p className="text-sm text-muted-foreground">
          Anyone with the link (or the code{' '}
          <span className="font-mono font-semibold text-foreground">{league.inviteCode}</span>) can join.
        </p>
      </div>
      <div className="flex flex-col gap-2">
        <Label htmlFor={linkId}>Invite link</Label>
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
              {copied ? 'Copied!' : 'Copy link'}
            </Button>
            {canShare && (
              <Button type="button" variant="outline" onClick={() => void onShare()} className="flex-1 sm:flex-none">
                <Share2 aria-hidden="true" />
                Share
              </Button>
            )}
          </div>
        </div>
        <p aria-live="polite" className="sr-only">
          {copied ? 'Invite link copied' : ''}
        </p>
      </div>
      {league.myRole === 'owner' && (
        <ConfirmDialog
          title="Make a new invite code?"
          description="The current link and code stop working at once. Members stay in the league."
          action="New code"
          onConfirm={() => void onNewCode()}
        >
          <Button type="button" variant="ghost" size="sm" className="w-fit" disabled={newCode.isPending}>
            <RefreshCw aria-hidden="true" />
            New invite code
          </Button>
        </ConfirmDialog>
      )}
    </section>
  );
}
