import { Skeleton } from '@/components/ui/skeleton';

const SKELETON_COUNT = 6;

/** Result cards still loading. */
export function ResultsSkeleton({ label }: { label: string }) {
  return (
    <ul className="flex flex-col gap-3" aria-label={label} aria-busy="true">
      {Array.from({ length: SKELETON_COUNT }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={index} className="flex flex-col gap-3 rounded-xl border bg-card p-4 shadow-sm sm:p-5">
          <Skeleton className="h-5 w-2/3 sm:w-1/3" />
          <Skeleton className="h-7 w-full" />
          <Skeleton className="h-7 w-full" />
        </li>
      ))}
    </ul>
  );
}
