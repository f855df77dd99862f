import type { ReactNode } from "react";
import { Link } from "react-router";
import { FormAlert } from "./form-alert";

/** An outcome said on its own (a link followed, a page that cannot go on), and where to go next. */
export function OutcomeNotice({
  tone,
  children,
  next,
}: {
  tone: "error" | "success";
  children: ReactNode;
  next: { to: string; label: string };
}) {
  return (
    <div className="flex max-w-2xl flex-col gap-4">
      <FormAlert tone={tone}>{children}</FormAlert>
      <p>
        <Link to={next.to} className="text-brand-700 underline">
          {next.label}
        </Link>
      </p>
    </div>
  );
}
