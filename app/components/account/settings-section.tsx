import type { ReactNode } from "react";

/** One titled box of the Profile Settings page (a landmark named by its heading). */
export function SettingsSection({
  title,
  id,
  children,
}: {
  title: string;
  id: string;
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={id}
      className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={id} className="mb-4 font-semibold text-xl">
        {title}
      </h2>
      {children}
    </section>
  );
}
