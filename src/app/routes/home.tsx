import { Activity, Database } from 'lucide-react';
import { useHealth } from '../../data/health';
import { Logo } from '../../ui/logo';
import { Spinner } from '../../ui/spinner';

export default function HomeRoute() {
  const health = useHealth();
  return (
    <main className="mx-auto flex min-h-screen max-w-3xl flex-col gap-8 px-6 py-10">
      <header>
        <Logo />
      </header>
      <section className="rounded-card bg-white p-8 shadow-card">
        <h1 className="text-3xl font-bold text-ink">Courtside</h1>
        <p className="mt-2 text-muted">Draw, animate and print basketball plays — on the court, in the gym, offline.</p>
      </section>
      <section className="rounded-card bg-white p-6 shadow-card" aria-labelledby="health-title">
        <h2 id="health-title" className="flex items-center gap-2 text-lg font-semibold">
          <Activity className="size-5 text-primary" aria-hidden="true" /> Server status
        </h2>
        {health.isPending ? (
          <Spinner />
        ) : health.isError ? (
          <p className="mt-3 text-red-700" data-testid="health">
            The server is not answering: {health.error.message}
          </p>
        ) : (
          <p className="mt-3 flex items-center gap-2" data-testid="health">
            <Database className="size-4 text-muted" aria-hidden="true" />
            <span>
              Status <strong>{health.data.status}</strong>, database <strong>{health.data.database}</strong>
            </span>
          </p>
        )}
      </section>
    </main>
  );
}
