import { LineArt } from '@/components/line-art';

/**
 * A squash court seen from above, front wall on the left: out lines, short line, half-court line and
 * the two service boxes, drawn in the current colour. The backdrop of covers without an image and of
 * the tournament header.
 */
export function CourtPattern({ className }: { className?: string }) {
  return (
    <LineArt viewBox="0 0 975 640" strokeWidth={5} className={className}>
      <rect x="2.5" y="2.5" width="970" height="635" />
      <line x1="426" y1="0" x2="426" y2="640" />
      <line x1="426" y1="320" x2="975" y2="320" />
      <rect x="426" y="2.5" width="160" height="160" />
      <rect x="426" y="477.5" width="160" height="160" />
    </LineArt>
  );
}
