import { useState } from 'react';

const initialsOf = (fullName: string) =>
  fullName
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .slice(0, 2)
    .join('');

/** A player's photo, or their initials when there is none or it fails to load (never a broken image's alt text). */
export function PlayerPhoto({ fullName, imageUrl }: { fullName: string; imageUrl: string | null }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img src={imageUrl} alt={fullName} onError={() => setFailed(true)} className="size-32 rounded-lg object-cover" />
    );
  }
  return (
    <div
      role="img"
      aria-label={fullName}
      data-testid="player-initials"
      className="flex size-32 items-center justify-center rounded-lg bg-primary/10 font-display text-4xl text-primary"
    >
      {initialsOf(fullName)}
    </div>
  );
}
