import type { HTMLAttributes, ReactNode } from 'react';
import { cn } from './cn';

/** A white card (radius 8, soft shadow). `flush` leaves out the padding (lists, pictures). */
export function Card({ className, flush, ...rest }: HTMLAttributes<HTMLElement> & { flush?: boolean }) {
  return <section className={cn('rounded-card bg-surface shadow-card', !flush && 'p-5 sm:p-6', className)} {...rest} />;
}

/**
 * A screen's title, an optional line under it, and its main actions. The title is often a coach's
 * (a play's, a team's): dir="auto" isolates it, so Arabic or a stray control inside cannot reorder
 * the icon or text beside it.
 */
export function PageHeader({ title, description, actions, icon }: { title: string; description?: ReactNode; actions?: ReactNode; icon?: ReactNode }) {
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="flex items-center gap-2 text-2xl font-bold tracking-tight [&_svg]:size-6 [&_svg]:text-primary-ink">
          {icon}
          <span className="truncate" dir="auto">{title}</span>
        </h1>
        {description && <p className="mt-1 text-sm text-muted">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}
