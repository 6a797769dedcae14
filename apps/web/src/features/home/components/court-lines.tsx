import { LineArt } from '@/components/line-art';

/** A squash court's front-wall view: out line, tin, service line and the floor's short and half-court lines. */
export function CourtLines({ className }: { className?: string }) {
  return (
    <LineArt viewBox="0 0 1200 640" strokeWidth={3} className={className}>
      {/* Front wall: out line, service line, tin. */}
      <path d="M 300 40 H 900 V 330 H 300 Z" />
      <path d="M 300 200 H 900" />
      <path d="M 300 300 H 900" />
      {/* Floor in perspective: side walls, short line, half-court line, service boxes. */}
      <path d="M 300 330 L 0 640 M 900 330 L 1200 640" />
      <path d="M 178 456 H 1022" />
      <path d="M 600 456 V 640" />
      <path d="M 178 456 L 120 516 H 300 L 330 456 M 1022 456 L 1080 516 H 900 L 870 456" />
    </LineArt>
  );
}
