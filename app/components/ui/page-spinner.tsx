/**
 * The navigation status: a live region that is always mounted (so screen
 * readers announce the change) and a spinner while the next page loads.
 */
export function NavigationStatus({ loading }: { loading: boolean }) {
  return (
    <>
      <div role="status" aria-live="polite" className="sr-only">
        {loading ? "Loading…" : ""}
      </div>
      {loading ? (
        <div
          aria-hidden="true"
          className="fixed top-4 right-4 z-50 flex items-center gap-2 rounded-full bg-white/95 px-3 py-2 text-sm shadow-lg ring-1 ring-slate-200"
        >
          <span className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none" />
          <span>Loading…</span>
        </div>
      ) : null}
    </>
  );
}
