import type { ReactNode } from 'react';
import { IconBadge } from './card-screen';
import { cn } from './cn';

/** What an empty list says, and what to do next ("No plays yet — draw your first play"). */
export function EmptyState({ icon, title, description, action, className }: { icon?: ReactNode; title: string; description?: string; action?: ReactNode; className?: string }) {
  return (
    <div className={cn('flex flex-col items-center justify-center gap-3 rounded-card border border-dashed border-line px-6 py-14 text-center', className)}>
      {icon && <IconBadge>{icon}</IconBadge>}
      <h2 className="text-lg font-semibold">{title}</h2>
      {description && <p className="max-w-md text-sm text-muted">{description}</p>}
      {action && <div className="mt-2">{action}</div>}
    </div>
  );
}
