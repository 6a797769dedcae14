import { ArrowLeft } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';

/** Spec 001 §8: 'Match not found' and the like, with a way back. */
export function NotFoundView({ title, backHref, backLabel }: { title: string; backHref: string; backLabel: string }) {
  return (
    <div className="flex flex-col items-start gap-4 py-8">
      <h1 className="text-2xl font-bold">{title}</h1>
      <Button variant="outline" asChild>
        <Link to={backHref}>
          <ArrowLeft aria-hidden="true" />
          {backLabel}
        </Link>
      </Button>
    </div>
  );
}
