/** Dots and wrapping previous/next arrows for a one-at-a-time carousel (24 px targets). */
export function CarouselControls({
  count,
  current,
  onSelect,
  labelFor,
  previousLabel,
  nextLabel,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  labelFor: (index: number) => string;
  previousLabel: string;
  nextLabel: string;
}) {
  const go = (index: number) => onSelect((index + count) % count);
  return (
    <div className="mt-4 flex items-center justify-center gap-2">
      <button
        type="button"
        onClick={() => go(current - 1)}
        aria-label={previousLabel}
        className="size-8 rounded-full ring-1 ring-slate-300 hover:bg-slate-50"
      >
        ‹
      </button>
      {Array.from({ length: count }, (_, index) => (
        <button
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions
          key={index}
          type="button"
          aria-label={labelFor(index)}
          aria-current={index === current ? "true" : undefined}
          onClick={() => go(index)}
          className="flex size-6 items-center justify-center rounded-full"
        >
          <span
            className={`size-3 rounded-full ${index === current ? "bg-brand-700" : "bg-slate-400"}`}
          />
        </button>
      ))}
      <button
        type="button"
        onClick={() => go(current + 1)}
        aria-label={nextLabel}
        className="size-8 rounded-full ring-1 ring-slate-300 hover:bg-slate-50"
      >
        ›
      </button>
    </div>
  );
}
