import type { ComponentProps, ReactNode } from 'react';
import { ButtonLink } from '@/components/button-link';
import { cn } from '@/lib/utils';
import { CourtLines } from './court-lines';

/** The home page's dark stage: the glow and the court behind a centred column (holds the h1 #hero-heading). */
export function HeroFrame({ children }: { children: ReactNode }) {
  return (
    <section aria-labelledby="hero-heading" className="relative isolate overflow-hidden bg-hero text-hero-foreground">
      <div
        aria-hidden="true"
        className="absolute -top-40 left-1/2 -z-10 h-[36rem] w-[56rem] -translate-x-1/2 rounded-full bg-[radial-gradient(closest-side,rgb(57_209_119/0.28),transparent)]"
      />
      <CourtLines className="absolute bottom-0 left-1/2 -z-10 h-[85%] w-auto max-w-none -translate-x-1/2 text-white/[0.07]" />
      <div className="mx-auto flex w-full max-w-6xl flex-col items-center px-4 pt-16 pb-20 text-center sm:pt-24 sm:pb-28">
        {children}
      </div>
    </section>
  );
}

/** A call to action on the dark stage: brand green, or outlined light on dark (`outline`). */
export function HeroButton({
  outline = false,
  className,
  ...link
}: ComponentProps<typeof ButtonLink> & { outline?: boolean }) {
  return (
    <ButtonLink
      size="lg"
      variant={outline ? 'outline' : 'brand'}
      className={cn(
        'focus-visible:ring-brand focus-visible:ring-offset-hero',
        outline && 'border-white/25 bg-white/5 text-hero-foreground hover:bg-white/10 hover:text-hero-foreground',
        className,
      )}
      {...link}
    />
  );
}
