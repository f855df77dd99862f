import { CreditSummary } from "~/components/credit-tracker/credit-summary";
import { CertificatesTable } from "~/components/dashboard/certificates-table";
import { CourseProgressList } from "~/components/dashboard/course-progress-list";
import { DashboardNotices } from "~/components/dashboard/dashboard-notices";
import { EvaluationsToGive } from "~/components/dashboard/evaluations-to-give";
import { NextStepsList } from "~/components/dashboard/next-steps-list";
import { PurchasesTable } from "~/components/dashboard/purchases-table";
import { RegistrationList } from "~/components/dashboard/registration-list";
import { WaitingLists } from "~/components/dashboard/waiting-lists";
import { WelcomeIntro } from "~/components/dashboard/welcome-intro";
import { PageShell } from "~/components/layout/page-shell";
import { pageMeta } from "~/lib/meta";
import { PERSONAL_PAGE } from "~/lib/shared-page";
import { readAccountCached } from "~/modules/accounts/read-account-cached.server";
import { requireUser } from "~/modules/auth/session.server";
import { loadDashboard } from "~/modules/dashboard/load-dashboard.server";
import { readArrivalNotices } from "~/modules/dashboard/read-arrival-notices";
import type { Route } from "./+types/dashboard";
import { answerDashboardPost } from "./dashboard.server";

// Kept per visitor and sent as stored until its data or the clock moves (decision 0081).
export const handle = PERSONAL_PAGE;

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "My Dashboard",
    "Your registrations, courses in progress, certificates and CLE credits.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const notices = readArrivalNotices(new URL(request.url).searchParams, user.emailVerified);
  const db = context.services.database.db;
  // From the accounts cache while nothing behind it changed (decision 0075).
  const dashboard = await loadDashboard(db, user.id, new Date(), readAccountCached(db, user.id));
  return { user, ...notices, ...dashboard };
}

// Codes, removing an unpaid order and choosing another session: shared with
// the lists' own pages, whose rows carry the same forms.
export const action = ({ request, context }: Route.ActionArgs) =>
  answerDashboardPost(request, context);

export default function DashboardPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PageShell
      title="My Dashboard"
      intro={<WelcomeIntro name={loaderData.user.name} plan={loaderData.plan} />}
    >
      <DashboardNotices verification={loaderData.verification} issued={loaderData.issued} />
      <NextStepsList steps={loaderData.next} />
      <div className="mt-10">
        <CreditSummary lines={loaderData.credits} />
      </div>
      <RegistrationList
        registrations={loaderData.registrations}
        chosen={actionData?.intent === "choose-session" ? actionData : undefined}
        total={loaderData.totals.registrations}
      />
      <WaitingLists entries={loaderData.waitingLists} />
      <CourseProgressList progress={loaderData.progress} />
      <EvaluationsToGive courses={loaderData.toEvaluate} total={loaderData.totals.evaluations} />
      <CertificatesTable
        certificates={loaderData.certificates}
        total={loaderData.totals.certificates}
      />
      <PurchasesTable
        purchases={loaderData.purchases}
        notice={actionData?.intent === "remove-order" ? actionData : null}
        total={loaderData.totals.purchases}
      />
    </PageShell>
  );
}
