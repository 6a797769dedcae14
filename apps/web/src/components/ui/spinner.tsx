import { t } from '@lingui/core/macro';
import { LoaderCircle } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * The spec's loading state: a spinner with the text 'Loading...' (or what is under way, `label`), inline or
 * as a full-screen overlay.
 */
export function Spinner({
  fullScreen = false,
  label,
  className,
}: {
  fullScreen?: boolean;
  label?: string;
  className?: string;
}) {
  return (
    <div
      role="status"
      className={cn(
        'flex items-center justify-center gap-3 text-muted-foreground',
        fullScreen ? 'fixed inset-0 z-50 bg-background/80 backdrop-blur-sm' : 'py-16',
        className,
      )}
    >
      <LoaderCircle className="size-6 animate-spin text-primary" aria-hidden="true" />
      <span>{label ?? t`Loading...`}</span>
    </div>
  );
}
