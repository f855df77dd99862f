import { Link } from "react-router";
import { formatLongDate } from "~/lib/format";

/** The dashboard's greeting, with the membership (or the way to one). */
export function WelcomeIntro({
  name,
  plan,
}: {
  name: string;
  plan: { kind: "free_trial" | "annual"; endsAt: Date } | null;
}) {
  return (
    <>
      Welcome, {name}.{" "}
      {plan
        ? plan.kind === "free_trial"
          ? `Your free trial gives you the members' rate until ${formatLongDate(new Date(plan.endsAt))}.`
          : `You are a member until ${formatLongDate(new Date(plan.endsAt))}.`
        : null}{" "}
      {plan?.kind === "annual" ? null : (
        <Link to="/plans" className="text-brand-700 underline">
          View Plans
        </Link>
      )}
    </>
  );
}
