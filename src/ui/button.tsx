// Buttons of the kit (spec §9): sizes small, medium, large; colours inherit, default, primary,
// secondary, info, success, warning, error; filled, outlined, soft or text.
import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { forwardRef } from 'react';
import { Link, type LinkProps } from 'react-router';
import { cn } from './cn';

export const BUTTON_SIZES = ['small', 'medium', 'large'] as const;
export const BUTTON_COLORS = ['inherit', 'default', 'primary', 'secondary', 'info', 'success', 'warning', 'error'] as const;
export type ButtonSize = (typeof BUTTON_SIZES)[number];
export type ButtonColor = (typeof BUTTON_COLORS)[number];
export type ButtonVariant = 'contained' | 'outlined' | 'soft' | 'text';

interface ButtonLook {
  size?: ButtonSize;
  color?: ButtonColor;
  variant?: ButtonVariant;
  startIcon?: ReactNode;
  endIcon?: ReactNode;
  fullWidth?: boolean;
}

const SIZE: Record<ButtonSize, string> = {
  small: 'h-8 px-2.5 text-[13px] gap-1.5',
  medium: 'h-10 px-4 text-sm gap-2',
  large: 'h-12 px-5 text-[15px] gap-2',
};

// Filled colours keep white text at 4.5:1 or better in every mode.
const CONTAINED: Record<ButtonColor, string> = {
  inherit: 'bg-ink text-page hover:opacity-90',
  default: 'bg-raised text-ink border border-line hover:bg-line',
  primary: 'bg-primary-strong text-white hover:bg-primary-dark hover:brightness-110',
  secondary: 'bg-[#5119b7] text-white hover:brightness-110',
  info: 'bg-[#006c9c] text-white hover:brightness-110',
  success: 'bg-success-strong text-white hover:brightness-110',
  warning: 'bg-warning-strong text-white hover:brightness-110',
  error: 'bg-[#b71d18] text-white hover:brightness-110',
};
const TEXT_COLOR: Record<ButtonColor, string> = {
  inherit: 'text-inherit',
  default: 'text-ink',
  primary: 'text-primary-ink',
  secondary: 'text-secondary',
  info: 'text-info',
  success: 'text-success',
  warning: 'text-warning',
  error: 'text-error',
};
const SOFT_BG: Record<ButtonColor, string> = {
  inherit: 'bg-line/40 hover:bg-line',
  default: 'bg-line/40 hover:bg-line',
  primary: 'bg-primary-soft hover:bg-primary/20',
  secondary: 'bg-secondary/10 hover:bg-secondary/20',
  info: 'bg-info-soft hover:brightness-95',
  success: 'bg-success-soft hover:brightness-95',
  warning: 'bg-warning-soft hover:brightness-95',
  error: 'bg-error-soft hover:brightness-95',
};

export function buttonClasses({ size = 'medium', color = 'default', variant = 'contained', fullWidth }: ButtonLook = {}): string {
  const look =
    variant === 'contained'
      ? CONTAINED[color]
      : variant === 'outlined'
        ? cn(TEXT_COLOR[color], 'border border-current/40 hover:bg-line/30')
        : variant === 'soft'
          ? cn(TEXT_COLOR[color], SOFT_BG[color])
          : cn(TEXT_COLOR[color], 'hover:bg-line/40');
  return cn(
    'inline-flex shrink-0 items-center justify-center rounded-card font-semibold whitespace-nowrap transition',
    'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary',
    'disabled:pointer-events-none disabled:opacity-50 aria-disabled:pointer-events-none aria-disabled:opacity-50',
    SIZE[size],
    look,
    fullWidth && 'w-full',
  );
}

export type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & ButtonLook & { loading?: boolean };

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { size, color, variant, startIcon, endIcon, fullWidth, loading, className, children, type = 'button', disabled, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      disabled={disabled || loading}
      aria-busy={loading || undefined}
      className={cn(buttonClasses({ size, color, variant, fullWidth }), className)}
      {...rest}
    >
      {loading ? <span className="size-4 animate-spin rounded-full border-2 border-current/30 border-t-current" aria-hidden="true" /> : startIcon}
      {children}
      {endIcon}
    </button>
  );
});

export function ButtonLink({ size, color, variant, startIcon, endIcon, fullWidth, className, children, ...rest }: LinkProps & ButtonLook) {
  return (
    <Link className={cn(buttonClasses({ size, color, variant, fullWidth }), className)} {...rest}>
      {startIcon}
      {children}
      {endIcon}
    </Link>
  );
}

/** A square button with only an icon: the label is for screen readers and the tooltip. */
export const IconButton = forwardRef<HTMLButtonElement, ButtonHTMLAttributes<HTMLButtonElement> & { label: string; size?: ButtonSize }>(
  function IconButton({ label, size = 'medium', className, children, type = 'button', ...rest }, ref) {
    const box = size === 'small' ? 'size-8' : size === 'large' ? 'size-12' : 'size-10';
    return (
      <button
        ref={ref}
        type={type}
        aria-label={label}
        title={label}
        className={cn(
          'inline-flex shrink-0 items-center justify-center rounded-full text-muted transition hover:bg-line/40 hover:text-ink',
          'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary disabled:opacity-50',
          box,
          className,
        )}
        {...rest}
      >
        {children}
      </button>
    );
  },
);
