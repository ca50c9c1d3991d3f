import { Link } from 'react-router';

const LOGO_URL = `${import.meta.env.BASE_URL}icons/logo.svg`;

export function Logo() {
  return (
    <Link to="/dashboard/" className="flex items-center gap-2 font-semibold text-ink" aria-label="Courtside home">
      <img src={LOGO_URL} alt="" className="size-10" />
      <span className="text-xl tracking-tight">Courtside</span>
    </Link>
  );
}
