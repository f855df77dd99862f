import { Link } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { formatPrice, formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { requireUser } from "~/modules/auth/session.server";
import { listOrders, listRegistrations } from "~/modules/payments/orders.server";
import type { Route } from "./+types/dashboard";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "My Dashboard",
    "Your registrations, courses in progress, certificates and CLE credits.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const params = new URL(request.url).searchParams;
  // A confirmation link lands here with ?verified=1, or ?error=… when it failed.
  const verification = params.has("error")
    ? "failed"
    : params.has("verified") && user.emailVerified
      ? "confirmed"
      : null;
  const db = context.services.database.db;
  const [registrations, purchases] = await Promise.all([
    listRegistrations(db, user.id),
    listOrders(db, user.id),
  ]);
  return { user, verification, registrations, purchases };
}

const ORDER_STATUS_LABELS = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Not paid",
  refunded: "Refunded",
} as const;

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  return (
    <PageShell title="My Dashboard" intro={`Welcome, ${loaderData.user.name}.`}>
      {loaderData.verification === "confirmed" ? (
        <div className="mb-6 max-w-xl">
          <FormAlert tone="success">Thank you: your e-mail address is confirmed.</FormAlert>
        </div>
      ) : loaderData.verification === "failed" ? (
        <div className="mb-6 max-w-xl">
          <FormAlert tone="error">
            This confirmation link has expired or was already used. Use “Send the link again” above
            for a new one.
          </FormAlert>
        </div>
      ) : null}
      <section aria-labelledby="registrations-heading" className="max-w-3xl">
        <h2 id="registrations-heading" className="font-semibold text-xl">
          My registrations
        </h2>
        {loaderData.registrations.length === 0 ? (
          <p className="mt-2 text-slate-700">
            You have not registered for a course yet.{" "}
            <Link to="/courses" className="text-brand-700 underline">
              Browse courses
            </Link>
          </p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200">
            {loaderData.registrations.map((registration) => (
              <li key={registration.id} className="p-4">
                <p className="font-semibold">{registration.courseName}</p>
                <p className="text-slate-700 text-sm">
                  {registration.sessionStartsAt
                    ? `Live webcast: ${formatSessionDateTime(new Date(registration.sessionStartsAt))}`
                    : "On demand"}
                  {" · "}registered {formatSessionDateTime(new Date(registration.registeredAt))}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="purchases-heading" className="mt-10 max-w-3xl">
        <h2 id="purchases-heading" className="font-semibold text-xl">
          My purchases
        </h2>
        {loaderData.purchases.length === 0 ? (
          <p className="mt-2 text-slate-700">No purchases yet.</p>
        ) : (
          <div className="mt-3 overflow-x-auto">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead>
                <tr className="border-slate-300 border-b">
                  <th scope="col" className="py-2 pr-4">
                    Order
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Course
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Amount
                  </th>
                  <th scope="col" className="py-2">
                    Status
                  </th>
                </tr>
              </thead>
              <tbody>
                {loaderData.purchases.map((purchase) => (
                  <tr key={purchase.id} className="border-slate-200 border-b">
                    <td className="break-all py-2 pr-4 font-mono text-xs">{purchase.id}</td>
                    <td className="py-2 pr-4">{purchase.courseName}</td>
                    <td className="py-2 pr-4">{formatPrice(purchase.amountCents)}</td>
                    <td className="py-2">{ORDER_STATUS_LABELS[purchase.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </PageShell>
  );
}
