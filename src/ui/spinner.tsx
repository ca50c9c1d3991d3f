export function Spinner() {
  return (
    <div role="status" className="flex min-h-40 items-center justify-center">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/30 border-t-primary" aria-hidden="true" />
      <span className="sr-only">Loading...</span>
    </div>
  );
}
