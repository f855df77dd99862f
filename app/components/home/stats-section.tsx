import { useEffect, useRef, useState } from "react";
import { type HomeCopy, STATS_COUNT_UP_MS } from "~/content/home";

/**
 * Spec §2 Stats: the numbers count up over 1 s when the section comes into
 * view. The server's HTML has the final values; under reduced motion they
 * simply stay.
 */
export function StatsSection({ stats }: { stats: HomeCopy["stats"] }) {
  const section = useRef<HTMLElement>(null);
  const [progress, setProgress] = useState(1);

  useEffect(() => {
    const node = section.current;
    if (!node || window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    let frame = 0;
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (!entry?.isIntersecting) return;
        observer.disconnect();
        const start = performance.now();
        const step = (now: number) => {
          const t = Math.min(1, (now - start) / STATS_COUNT_UP_MS);
          setProgress(t);
          if (t < 1) frame = requestAnimationFrame(step);
        };
        frame = requestAnimationFrame(step);
      },
      { threshold: 0.2 },
    );
    observer.observe(node);
    return () => {
      observer.disconnect();
      cancelAnimationFrame(frame);
    };
  }, []);

  return (
    <section
      ref={section}
      aria-label="Our numbers"
      className="bg-brand-900 text-white"
      data-surface="dark"
    >
      <dl className="mx-auto grid max-w-7xl grid-cols-2 gap-8 px-4 py-14 text-center sm:px-6 lg:grid-cols-4">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1">
            <dt className="text-brand-100">{stat.label}</dt>
            <dd className="font-extrabold text-4xl tabular-nums">
              {/* The final value, hidden, holds the width; the count starts where it ends,
                  so the text never moves sideways as digits are added (no layout shift). */}
              <span aria-hidden="true" className="inline-grid justify-items-start">
                <span className="invisible col-start-1 row-start-1">{`${stat.value}${stat.suffix}`}</span>
                {/* One text node: a separate suffix node would move right as digits are added. */}
                <span className="col-start-1 row-start-1">
                  {`${Math.round(stat.value * progress)}${stat.suffix}`}
                </span>
              </span>
              <span className="sr-only">
                {stat.value}
                {stat.suffix}
              </span>
            </dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
