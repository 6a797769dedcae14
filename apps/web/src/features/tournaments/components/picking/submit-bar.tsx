import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { ArrowRight, CircleCheck, Send } from 'lucide-react';
import { type ReactNode, type RefObject, useEffect, useId, useRef } from 'react';
import { PendingButton } from '@/components/pending-button';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

/**
 * The bar that follows the fan down the page while picking: how far along they are, whether the picks
 * are saved, a shortcut to the next match to pick, and Submit (or Update once an entry exists).
 */
export function SubmitBar({
  picked,
  required,
  hasEntry,
  hasUnsavedChanges,
  isSaving,
  onNext,
  onSubmit,
  entryFee = null,
  notice = null,
}: {
  picked: number;
  required: number;
  hasEntry: boolean;
  hasUnsavedChanges: boolean;
  isSaving: boolean;
  onNext: (() => void) | null;
  onSubmit: () => void;
  /** 'Entry fee: 1.00 credit' before a paid entry is submitted. */
  entryFee?: string | null;
  /** A message across the top of the bar (not enough credits, with Buy Credits). */
  notice?: ReactNode;
}) {
  const progressId = useId();
  const bar = useRef<HTMLElement>(null);
  useToastClearance(bar);
  const complete = required > 0 && picked >= required;
  const saved = !isSaving && hasEntry && !hasUnsavedChanges;
  const status = isSaving
    ? t`Saving…`
    : saved
      ? t`Saved`
      : hasUnsavedChanges
        ? hasEntry
          ? t`Unsaved changes`
          : t`Not submitted yet`
        : t`Pick a winner to start`;
  return (
    <section
      ref={bar}
      aria-label={t`Your tips`}
      className="sticky bottom-3 z-30 flex flex-col gap-2.5 rounded-xl border bg-popover/95 p-3 shadow-lg backdrop-blur-md sm:bottom-4 sm:flex-row sm:flex-wrap sm:items-center sm:gap-4 sm:px-4"
    >
      {notice && <div className="border-b pb-2.5 sm:basis-full">{notice}</div>}
      <div className="flex min-w-0 flex-1 flex-col gap-1.5">
        <div className="flex items-baseline justify-between gap-3 text-sm">
          <p className="flex flex-wrap items-baseline gap-x-2">
            <span id={progressId} className="font-semibold tabular-nums">
              <Trans>
                {picked} / {required} picks
              </Trans>
            </span>
            {entryFee && <span className="text-muted-foreground text-xs">{entryFee}</span>}
          </p>
          <p
            className={cn(
              'flex items-center gap-1 text-xs',
              hasUnsavedChanges && hasEntry ? 'font-semibold text-warning' : 'text-muted-foreground',
            )}
          >
            {saved && <CircleCheck className="size-3.5 text-success" aria-hidden="true" />}
            {status}
          </p>
        </div>
        <progress
          aria-labelledby={progressId}
          max={Math.max(required, 1)}
          value={picked}
          className="h-1.5 w-full overflow-hidden rounded-full bg-muted [&::-moz-progress-bar]:bg-primary [&::-webkit-progress-bar]:bg-muted [&::-webkit-progress-value]:rounded-full [&::-webkit-progress-value]:bg-primary [&::-webkit-progress-value]:transition-[width]"
        />
      </div>
      <div className="flex flex-wrap gap-2">
        {onNext && !complete && (
          <Button variant="outline" className="flex-1 sm:flex-none" onClick={onNext}>
            <Trans>Next pick</Trans>
            <ArrowRight aria-hidden="true" />
          </Button>
        )}
        <PendingButton
          className="flex-1 sm:min-w-36 sm:flex-none"
          disabled={picked === 0}
          onClick={onSubmit}
          pending={isSaving}
          icon={Send}
        >
          {hasEntry ? t`Update tips` : t`Submit tips`}
        </PendingButton>
      </div>
    </section>
  );
}

/**
 * Keeps toasts above the bar rather than over its Submit button (sonner.tsx reads `--toast-clearance`):
 * after a failed save the fan can retry at once instead of waiting for the error toast to go.
 */
function useToastClearance(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      const { height } = element.getBoundingClientRect();
      const bottom = Number.parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty('--toast-clearance', `${Math.ceil(height + bottom)}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty('--toast-clearance');
    };
  }, [bar]);
}
