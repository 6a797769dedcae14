import { PRODUCT_NAME } from '@squash/core/rules';
import { type ReactNode, useEffect, useId } from 'react';
import { useLocation } from 'react-router';
import { cn } from '@/lib/utils';

/** The frame of a static page: a dark hero band with the title, then the text in a readable column. */
export function ContentPage({
  eyebrow,
  title,
  intro,
  children,
  width = 'narrow',
}: {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  children: ReactNode;
  width?: 'narrow' | 'wide';
}) {
  useScrollToHash();
  return (
    <>
      <title>{`${title} · ${PRODUCT_NAME}`}</title>
      <PageHero eyebrow={eyebrow} title={title} intro={intro} />
      <div className={cn('mx-auto w-full px-4 py-10 sm:px-6 sm:py-14', width === 'narrow' ? 'max-w-3xl' : 'max-w-6xl')}>
        {children}
      </div>
    </>
  );
}

/**
 * A link to a part of a page (/how-it-works#still-in-it) opens at that part. The router's scroll
 * restoration looks for it as the address changes, before a page that loads lazily has drawn it.
 */
function useScrollToHash() {
  const { hash } = useLocation();
  useEffect(() => {
    if (hash.length > 1) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
}

export function PageHero({ eyebrow, title, intro }: { eyebrow: string; title: string; intro?: ReactNode }) {
  return (
    <div className="relative isolate overflow-hidden bg-hero text-hero-foreground">
      {/* Court lines and a floodlight glow: decoration only. */}
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_80%_100%_at_85%_0%,color-mix(in_oklab,var(--brand)_30%,transparent),transparent_65%)]"
      />
      <div aria-hidden="true" className="absolute inset-x-0 bottom-10 -z-10 h-px bg-white/10" />
      <div aria-hidden="true" className="absolute inset-y-0 end-[22%] -z-10 w-px bg-white/10" />
      <div className="mx-auto w-full max-w-6xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-xs font-bold tracking-[0.2em] text-brand uppercase">{eyebrow}</p>
        <h1 className="mt-3 font-display text-4xl sm:text-5xl lg:text-6xl">{title}</h1>
        {intro && <div className="mt-4 max-w-2xl text-base text-hero-foreground/80 sm:text-lg">{intro}</div>}
      </div>
    </div>
  );
}

/** A titled block of running text, with list and link styles. */
export function ProseSection({
  title,
  id,
  children,
  className,
}: {
  title: string;
  id?: string;
  children: ReactNode;
  className?: string;
}) {
  const generatedId = useId();
  const headingId = id ?? generatedId;
  return (
    <section
      aria-labelledby={headingId}
      className={cn('scroll-mt-24 border-b py-8 first:pt-0 last:border-b-0', className)}
    >
      <h2 id={headingId} className="text-xl font-bold tracking-tight sm:text-2xl">
        {title}
      </h2>
      <div className="mt-4 flex flex-col gap-4 leading-7 text-muted-foreground [&_a]:font-semibold [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-4 [&_li]:ps-1 [&_strong]:font-semibold [&_strong]:text-foreground [&_ul]:flex [&_ul]:list-disc [&_ul]:flex-col [&_ul]:gap-2 [&_ul]:ps-5 [&_ul]:marker:text-primary">
        {children}
      </div>
    </section>
  );
}
