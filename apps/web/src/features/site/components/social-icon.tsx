import type { SiteConfig } from '@squash/core';

type SocialNetwork = SiteConfig['socialLinks'][number]['name'];

/** Simple glyphs of the four networks (lucide has no brand icons), drawn in currentColor. */
export function SocialIcon({ name, className }: { name: SocialNetwork; className?: string }) {
  const common = { viewBox: '0 0 24 24', focusable: false, className } as const;
  switch (name) {
    case 'Facebook':
      return (
        <svg aria-hidden="true" {...common} fill="currentColor">
          <path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.5-1.5h1.6V4.4c-.3 0-1.2-.1-2.3-.1-2.3 0-3.8 1.4-3.8 3.9v2.3H8v3h2.5V21h3z" />
        </svg>
      );
    case 'Instagram':
      return (
        <svg aria-hidden="true" {...common} fill="none" stroke="currentColor" strokeWidth="2">
          <rect x="3" y="3" width="18" height="18" rx="5" />
          <circle cx="12" cy="12" r="4" />
          <circle cx="17.5" cy="6.5" r="1" fill="currentColor" stroke="none" />
        </svg>
      );
    case 'X':
      return (
        <svg aria-hidden="true" {...common} fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
          <path d="M4 4l16 16M20 4L4 20" />
        </svg>
      );
    case 'YouTube':
      return (
        <svg aria-hidden="true" {...common} fill="currentColor">
          <path d="M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3L10 15z" />
        </svg>
      );
  }
}
