import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { cn } from './cn';

const LOGO_URL = `${import.meta.env.BASE_URL}icons/logo.svg`;

/** Spec §9: the logo is 160 wide (100 on extra-small screens); the compact logo 40x40. */
export const LOGO_WIDTH = 160;
export const LOGO_WIDTH_EXTRA_SMALL = 100;
export const COMPACT_LOGO_SIZE = 40;

/** The logo, linking to the dashboard home. `compact` shows the mark alone (small layouts); `fluid` lets it take its natural width (the menu drawer). */
export function Logo({ compact, fluid, className }: { compact?: boolean; fluid?: boolean; className?: string }) {
  const { t } = useTranslation();
  return (
    <Link
      to="/dashboard/"
      aria-label={t('nav.homeLink')}
      className={cn(
        'flex shrink-0 items-center gap-2 rounded-card font-semibold text-ink focus-visible:outline-2 focus-visible:outline-primary',
        compact ? 'size-10 justify-center' : fluid ? 'h-10' : 'h-10 w-[100px] sm:w-[160px]',
        className,
      )}
    >
      <img src={LOGO_URL} alt="" className="size-10 shrink-0" width={COMPACT_LOGO_SIZE} height={COMPACT_LOGO_SIZE} />
      {!compact && <span className="truncate text-lg tracking-tight sm:text-xl">Courtside</span>}
    </Link>
  );
}
