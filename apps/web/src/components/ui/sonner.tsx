import type { ComponentProps, CSSProperties } from 'react';
import { Toaster as Sonner } from 'sonner';

/**
 * The toast outlet, mounted once by the app. ARCHITECTURE.md (conflicts resolved): 4000 ms, at most 3
 * visible. Call `toast` from 'sonner' directly. `theme` is the resolved site theme ('light' | 'dark').
 */
export function Toaster({
  closeButtonLabel,
  ...props
}: ComponentProps<typeof Sonner> & {
  /** The close button's name, in the reader's language (sonner's is English). */ closeButtonLabel: string;
}) {
  return (
    <Sonner
      duration={4000}
      visibleToasts={3}
      closeButton
      // Above a bar pinned to the bottom of the screen (`--toast-clearance`, set by the tipping submit bar).
      offset={{ bottom: 'calc(24px + var(--toast-clearance, 0px))' }}
      mobileOffset={{ bottom: 'calc(16px + var(--toast-clearance, 0px))' }}
      className="toaster group"
      style={
        {
          '--normal-bg': 'var(--popover)',
          '--normal-text': 'var(--popover-foreground)',
          '--normal-border': 'var(--border)',
          '--error-bg': 'var(--popover)',
          '--error-text': 'var(--destructive)',
          '--error-border': 'var(--destructive)',
          '--success-bg': 'var(--popover)',
          '--success-text': 'var(--foreground)',
          '--success-border': 'var(--success)',
        } as CSSProperties
      }
      toastOptions={{
        closeButtonAriaLabel: closeButtonLabel,
        classNames: {
          toast: 'font-sans !rounded-lg !shadow-lg',
          title: '!font-bold',
          description: '!text-muted-foreground',
        },
      }}
      {...props}
    />
  );
}
