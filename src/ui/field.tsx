import { forwardRef, useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import { cn } from './cn';
import { typedTextDir } from './user-text';

const CONTROL =
  'w-full rounded-card border border-line bg-surface px-3 text-sm text-ink placeholder:text-muted transition ' +
  'focus:border-primary focus:outline-2 focus:outline-primary/30 aria-invalid:border-error';

interface FieldChrome {
  label: string;
  hint?: ReactNode;
  error?: string | null;
  hideLabel?: boolean;
}

function FieldFrame({ id, label, hint, error, hideLabel, children }: FieldChrome & { id: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className={cn('text-sm font-medium', hideLabel && 'sr-only')}>
        {label}
      </label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-error">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="text-xs text-muted">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

export const TextField = forwardRef<HTMLInputElement, InputHTMLAttributes<HTMLInputElement> & FieldChrome>(function TextField(
  { label, hint, error, hideLabel, className, id, ...rest },
  ref,
) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} hideLabel={hideLabel}>
      <input
        ref={ref}
        id={fieldId}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${fieldId}-error` : hint ? `${fieldId}-hint` : undefined}
        // Typed text takes its direction from what is typed (issue 32, point 8).
        dir={typedTextDir(rest.type)}
        className={cn(CONTROL, 'h-11', className)}
        {...rest}
      />
    </FieldFrame>
  );
});

export function TextArea({ label, hint, error, hideLabel, className, id, ...rest }: TextareaHTMLAttributes<HTMLTextAreaElement> & FieldChrome) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} hideLabel={hideLabel}>
      <textarea id={fieldId} aria-invalid={error ? true : undefined} dir="auto" className={cn(CONTROL, 'min-h-24 py-2', className)} {...rest} />
    </FieldFrame>
  );
}

export function SelectField({ label, hint, error, hideLabel, className, id, children, ...rest }: SelectHTMLAttributes<HTMLSelectElement> & FieldChrome) {
  const fallbackId = useId();
  const fieldId = id ?? fallbackId;
  return (
    <FieldFrame id={fieldId} label={label} hint={hint} error={error} hideLabel={hideLabel}>
      <select id={fieldId} aria-invalid={error ? true : undefined} className={cn(CONTROL, 'h-11 pe-8', className)} {...rest}>
        {children}
      </select>
    </FieldFrame>
  );
}
