import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from './cn';

export type AlertVariant = 'info' | 'success' | 'warning' | 'error';

const LOOK: Record<AlertVariant, { box: string; icon: ReactNode }> = {
  info: { box: 'bg-info-soft text-info', icon: <Info aria-hidden="true" /> },
  success: { box: 'bg-success-soft text-success', icon: <CircleCheck aria-hidden="true" /> },
  warning: { box: 'bg-warning-soft text-warning', icon: <TriangleAlert aria-hidden="true" /> },
  error: { box: 'bg-error-soft text-error', icon: <CircleAlert aria-hidden="true" /> },
};

/** A message inside a screen (an error that stopped a list loading, a hint). */
export function Alert({ variant = 'info', title, children, action, className }: { variant?: AlertVariant; title?: string; children?: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div role={variant === 'error' ? 'alert' : 'status'} className={cn('flex items-start gap-3 rounded-card p-4 text-sm', LOOK[variant].box, className)}>
      <span className="mt-0.5 shrink-0 [&_svg]:size-5">{LOOK[variant].icon}</span>
      <div className="min-w-0 flex-1 text-ink">
        {title && <p className="font-semibold">{title}</p>}
        {children}
      </div>
      {action}
    </div>
  );
}
