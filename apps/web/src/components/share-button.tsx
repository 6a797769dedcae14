import { t } from '@lingui/core/macro';
import { Check, Share2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/toast';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

/** A phone (a touch screen as its main pointer) with the system's share sheet. */
function sharesNatively(): boolean {
  return typeof navigator.share === 'function' && window.matchMedia('(pointer: coarse)').matches;
}

/**
 * Share a page: the phone's share sheet (Web Share API) where there is one, else the link copied, said by the
 * button ('Link copied') and to screen readers. The page's link previews in chat apps (its first HTML names its
 * share image), so the link is all that is sent.
 */
export function ShareButton({
  path,
  title,
  text,
  label = t`Share`,
  size,
  className,
}: {
  /** The page's path on this site. */
  path: string;
  title: string;
  text: string;
  label?: string;
  size?: 'sm';
  className?: string;
}) {
  const { copied, copy } = useCopyToClipboard();
  async function share() {
    const url = `${window.location.origin}${path}`;
    if (sharesNatively()) {
      try {
        await navigator.share({ title, text, url });
      } catch {
        // Dismissed, or refused: nothing to say.
      }
      return;
    }
    if (!(await copy(url))) toast.error(t`Could not copy the link`, { description: url });
  }
  return (
    <>
      <Button type="button" variant="outline" size={size} className={className} onClick={() => void share()}>
        {copied ? <Check aria-hidden="true" /> : <Share2 aria-hidden="true" />}
        {copied ? t`Link copied` : label}
      </Button>
      <span aria-live="polite" className="sr-only">
        {copied ? t`Link copied` : ''}
      </span>
    </>
  );
}
