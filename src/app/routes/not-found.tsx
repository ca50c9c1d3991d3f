import { Link, useLocation } from 'react-router';

export default function NotFoundRoute() {
  const location = useLocation();
  return (
    <main className="mx-auto flex min-h-screen max-w-xl flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-3xl font-bold">Not Found</h1>
      <p className="text-muted">
        No route matches URL <code className="rounded bg-white px-1">{location.pathname}</code>
      </p>
      <Link to="/dashboard/" className="rounded-card bg-primary px-4 py-2 font-semibold text-white hover:bg-primary-dark">
        Go to the dashboard
      </Link>
    </main>
  );
}
