/** Shown while a navigation loads the next page's code and data. */
export function PageSpinner() {
  return (
    <div
      role="status"
      aria-live="polite"
      className="fixed top-4 right-4 z-50 flex items-center gap-2 rounded-full bg-white/95 px-3 py-2 text-sm shadow-lg ring-1 ring-slate-200"
    >
      <span
        aria-hidden="true"
        className="size-4 animate-spin rounded-full border-2 border-brand-600 border-t-transparent motion-reduce:animate-none"
      />
      <span>Loading…</span>
    </div>
  );
}
