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
import { replyToForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { readAccountCached } from "~/modules/accounts/read-account-cached.server";
import { enterAttendanceCode } from "~/modules/attendance/enter-code.server";
import { replyToCodeEntry } from "~/modules/attendance/reply-to-code-entry.server";
import { requireUser } from "~/modules/auth/session.server";
import { chooseSessionSchema } from "~/modules/dashboard/choose-session-form";
import { dashboardCodeSchema } from "~/modules/dashboard/dashboard-code-form";
import { loadDashboard } from "~/modules/dashboard/load-dashboard.server";
import { readArrivalNotices } from "~/modules/dashboard/read-arrival-notices";
import { closeCheckout } from "~/modules/payments/close-checkout.server";
import { removeOrderSchema } from "~/modules/payments/remove-order-form";
import { removeUnpaidOrder } from "~/modules/payments/remove-unpaid-order.server";
import { chooseLiveSession } from "~/modules/registration/choose-live-session.server";
import { MOVE_MESSAGES } from "~/modules/registration/move-messages";
import type { Route } from "./+types/dashboard";

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

const DASHBOARD_FORMS = {
  code: dashboardCodeSchema,
  "remove-order": removeOrderSchema,
  "choose-session": chooseSessionSchema,
};

// Codes announced in a live webcast are entered here (or on the course
// player); an unpaid order is removed from the purchases here; a live place
// whose session was cancelled takes another session here.
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const form = await parseIntentSubmission(request, DASHBOARD_FORMS, {
    // Which registration's form a refusal belongs to.
    echo: (fields) => ({ courseId: typeof fields.courseId === "string" ? fields.courseId : "" }),
  });
  if (!form.ok) return form.response;
  if (form.intent === "choose-session") {
    const { services } = context;
    const chosen = await chooseLiveSession(
      services.database.db,
      {
        mailer: services.mailer,
        baseUrl: services.config.baseUrl,
        organizerEmail: services.config.contactEmail,
      },
      user.id,
      form.value,
    );
    const values = { courseId: form.value.courseId };
    return chosen.ok
      ? replyToForm({ ok: true, message: MOVE_MESSAGES.chosen, intent: form.intent, values })
      : replyToForm(
          { ok: false, message: chosen.message, intent: form.intent, values },
          chosen.status,
        );
  }
  if (form.intent === "remove-order") {
    const db = context.services.database.db;
    const removed = await removeUnpaidOrder(db, user.id, form.value.orderId);
    if (!removed.ok) {
      return replyToForm(
        { ok: false, message: removed.message, intent: form.intent },
        removed.status,
      );
    }
    await closeCheckout(context, removed.checkoutToClose);
    return replyToForm({ ok: true, message: removed.message, intent: form.intent });
  }
  return replyToCodeEntry(
    await enterAttendanceCode(
      context.services.database.db,
      user.id,
      form.value.courseId,
      form.value.code,
    ),
  );
}

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
      />
      <WaitingLists entries={loaderData.waitingLists} />
      <CourseProgressList progress={loaderData.progress} />
      <EvaluationsToGive courses={loaderData.toEvaluate} />
      <CertificatesTable certificates={loaderData.certificates} />
      <PurchasesTable
        purchases={loaderData.purchases}
        notice={actionData?.intent === "remove-order" ? actionData : null}
      />
    </PageShell>
  );
}
