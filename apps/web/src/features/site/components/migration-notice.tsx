import { t } from '@lingui/core/macro';
import { Trans } from '@lingui/react/macro';
import { PRODUCT_NAME } from '@squash/core/rules';
import { ArrowRight, Check, Copy, Truck } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { toast } from 'sonner';
import { LogoMark } from '@/components/logo';
import { Button } from '@/components/ui/button';
import { useCopyToClipboard } from '@/lib/use-copy-to-clipboard';

const MIGRATION_STEPS = [
  <Trans key="account">Create a new account on the new website.</Trans>,
  <Trans key="email">Use the same email address to migrate your existing tipping history.</Trans>,
  <Trans key="linked">Your data is linked automatically when you sign up with the same email.</Trans>,
] as const;

function hostOf(url: string): string {
  try {
    return new URL(url).host;
  } catch {
    return url;
  }
}

export interface MigrationNoticeProps {
  /** Where 'Continue to New Site' goes; without it the button is left out. */
  newSiteUrl: string | null;
  /** The reader's email when known (from their session), offered for copying. */
  email?: string | undefined;
}

/**
 * The spec's full-page 'We're Moving!' notice. A modal dialog that cannot be dismissed: the old site is
 * closing, so the only way on is the new one. Focus stays inside it.
 */
export function MigrationNotice({ newSiteUrl, email }: MigrationNoticeProps) {
  return (
    <DialogPrimitive.Root open>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Content
          onEscapeKeyDown={(event) => event.preventDefault()}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed inset-0 z-[100] overflow-y-auto bg-background outline-none"
        >
          <div
            aria-hidden="true"
            className="pointer-events-none absolute inset-x-0 top-0 h-72 bg-[radial-gradient(ellipse_at_top,color-mix(in_oklab,var(--brand)_28%,transparent),transparent_70%)]"
          />
          <div className="relative mx-auto flex min-h-full w-full max-w-xl flex-col justify-center gap-8 px-5 py-10 sm:py-16">
            <div className="flex flex-col items-center gap-4 text-center">
              <div className="flex items-center gap-3">
                <LogoMark className="size-10" />
                <span className="font-display text-2xl">{PRODUCT_NAME}</span>
              </div>
              <div className="flex size-16 items-center justify-center rounded-2xl bg-brand text-brand-foreground shadow-lg">
                <Truck className="size-8" aria-hidden="true" />
              </div>
              <DialogPrimitive.Title className="font-display text-4xl sm:text-5xl">
                <Trans>We're Moving!</Trans>
              </DialogPrimitive.Title>
              <DialogPrimitive.Description className="max-w-md text-lg text-muted-foreground">
                <Trans>
                  {PRODUCT_NAME} has moved to a new website. To keep tipping, you'll need to create a new account there.
                </Trans>
              </DialogPrimitive.Description>
            </div>

            <section aria-labelledby="migration-info" className="rounded-xl border bg-card p-5 shadow-sm sm:p-6">
              <h3 id="migration-info" className="font-bold">
                <Trans>Important Migration Information</Trans>
              </h3>
              <ol className="mt-4 flex flex-col gap-3">
                {MIGRATION_STEPS.map((step, index) => (
                  <li key={step.key} className="flex gap-3">
                    <span
                      aria-hidden="true"
                      className="flex size-6 shrink-0 items-center justify-center rounded-full bg-primary text-xs font-bold text-primary-foreground"
                    >
                      {index + 1}
                    </span>
                    <span>{step}</span>
                  </li>
                ))}
              </ol>
            </section>

            {email && <EmailToCopy email={email} />}

            {newSiteUrl && (
              <div className="flex flex-col items-center gap-4 text-center">
                <Button asChild size="lg" className="h-14 w-full text-lg sm:w-auto sm:px-10">
                  <a href={newSiteUrl}>
                    <Trans>Continue to New Site</Trans>
                    <ArrowRight aria-hidden="true" className="!size-5" />
                  </a>
                </Button>
                <p className="text-sm text-muted-foreground">
                  <Trans>
                    You will be redirected to{' '}
                    <span className="font-semibold text-foreground">{hostOf(newSiteUrl)}</span>, where you can sign up
                    and pick up where you left off.
                  </Trans>
                </p>
              </div>
            )}
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function EmailToCopy({ email }: { email: string }) {
  const { copied, copy } = useCopyToClipboard();
  const onCopy = async () => {
    if (!(await copy(email))) {
      toast.error(t`Copy failed`, { description: t`Please manually copy your email address.` });
    }
  };
  return (
    <div className="rounded-xl border border-primary/40 bg-primary/5 p-5">
      <p id="migration-email-label" className="text-sm font-semibold">
        <Trans>Your Email Address (for migration)</Trans>
      </p>
      <div className="mt-3 flex flex-col gap-3 sm:flex-row sm:items-center">
        <output
          aria-labelledby="migration-email-label"
          className="min-w-0 flex-1 truncate rounded-md border bg-background px-3 py-2 font-mono text-sm"
        >
          {email}
        </output>
        <Button variant="outline" onClick={() => void onCopy()} className="min-w-28">
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          <span aria-live="polite">{copied ? t`Copied!` : t`Copy`}</span>
        </Button>
      </div>
    </div>
  );
}
