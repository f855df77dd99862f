import { data, Outlet } from "react-router";
import { PageShell } from "~/components/layout/page-shell";
import { SectionTabs } from "~/components/staff/section-tabs";
import { requireUser } from "~/modules/auth/session.server";
import { getFirmMembership } from "~/modules/firms/get-firm-membership.server";
import type { Route } from "./+types/layout";

/**
 * The firm's pages, in the order their tabs show them, and who sees each:
 * every member, or administrators only. Each page checks for itself.
 */
const FIRM_PAGES: { to: string; label: string; adminOnly: boolean }[] = [
  { to: "/firm", label: "Overview", adminOnly: false },
  { to: "/firm/members", label: "Members", adminOnly: true },
  { to: "/firm/seats", label: "Seats", adminOnly: false },
  { to: "/firm/compliance", label: "Compliance", adminOnly: true },
  { to: "/firm/invoices", label: "Invoices", adminOnly: true },
];

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const membership = await getFirmMembership(context.services.database.db, user.id);
  return data(
    {
      firmName: membership?.firmName ?? null,
      tabs: membership
        ? FIRM_PAGES.filter((page) => membership.isAdmin || !page.adminOnly).map(
            ({ to, label }) => ({ to, label }),
          )
        : [],
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

/** A firm's pages: its name above a tab per page (none until the person is in a firm). */
export default function FirmLayout({ loaderData }: Route.ComponentProps) {
  const { firmName, tabs } = loaderData;
  return (
    <PageShell
      eyebrow={firmName ? "Your firm" : undefined}
      title={firmName ?? "Your firm"}
      intro={
        firmName
          ? undefined
          : "Buy courses for your lawyers, give them seats and follow their CLE compliance, with one invoice."
      }
    >
      {tabs.length > 0 ? (
        <div className="mb-8">
          <SectionTabs label="Firm pages" tabs={tabs} />
        </div>
      ) : null}
      <Outlet />
    </PageShell>
  );
}
