import { data, Link } from "react-router";
import { z } from "zod";
import { CodeEntryForm } from "~/components/attendance/code-entry-form";
import { CreditSummary } from "~/components/compliance/credit-summary";
import { PageShell } from "~/components/layout/page-shell";
import { FormAlert } from "~/components/ui/form-alert";
import { TableScroller } from "~/components/ui/table-scroller";
import { isCourseId } from "~/content/catalogue";
import {
  formatCategoryCredits,
  formatLongDate,
  formatPrice,
  formatSessionDateTime,
} from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { readForm } from "~/lib/read-form";
import { ATTENDANCE_MESSAGES } from "~/modules/attendance/attendance-messages";
import { enterAttendanceCode } from "~/modules/attendance/enter-code.server";
import { requireUser } from "~/modules/auth/session.server";
import { loadDashboard } from "~/modules/dashboard/load-dashboard.server";
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
  const issued = Number(params.get("certificates") ?? "0");
  const dashboard = await loadDashboard(context.services.database.db, user.id);
  return {
    user,
    verification,
    issued: Number.isInteger(issued) && issued > 0 && issued < 20 ? issued : 0,
    ...dashboard,
  };
}

const codeSchema = z.object({
  intent: z.literal("code"),
  courseId: z.string().refine(isCourseId),
  code: z.string().max(40),
});

// Codes announced in a live webcast are entered here (or on the course player).
export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const parsed = codeSchema.safeParse((await readForm(request)) ?? {});
  if (!parsed.success) {
    return data({ ok: false, message: ATTENDANCE_MESSAGES.codeRequired }, { status: 400 });
  }
  const result = await enterAttendanceCode(
    context.services.database.db,
    user.id,
    parsed.data.courseId,
    parsed.data.code,
  );
  return result.ok
    ? { ok: true, message: result.message }
    : data({ ok: false, message: result.message }, { status: result.status });
}

const ORDER_STATUS_LABELS = {
  pending: "Awaiting payment",
  paid: "Paid",
  failed: "Not paid",
  refunded: "Refunded",
} as const;

const SECTION = "mt-10 max-w-4xl";
const CARD_LIST = "mt-3 divide-y divide-slate-200 rounded-xl bg-white ring-1 ring-slate-200";

export default function DashboardPage({ loaderData }: Route.ComponentProps) {
  const { registrations, progress, certificates, purchases, plan, next } = loaderData;
  return (
    <PageShell
      title="My Dashboard"
      intro={
        <>
          Welcome, {loaderData.user.name}.{" "}
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
      }
    >
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
      {loaderData.issued > 0 ? (
        <div className="mb-6 max-w-xl">
          <FormAlert tone="success">
            {loaderData.issued === 1
              ? "Your certificate is ready below, and on its way to you by e-mail."
              : `Your ${loaderData.issued} certificates are ready below, and on their way to you by e-mail.`}
          </FormAlert>
        </div>
      ) : null}

      <section aria-labelledby="next-heading" className="max-w-4xl">
        <h2 id="next-heading" className="font-semibold text-xl">
          What to do next
        </h2>
        {next.length === 0 ? (
          <p className="mt-2 text-slate-700">You are all caught up.</p>
        ) : (
          <ul className={CARD_LIST}>
            {next.map((step) => (
              <li key={step.text} className="flex flex-wrap items-center gap-3 p-4">
                <span className="min-w-0 flex-1">{step.text}</span>
                <Link
                  to={step.href}
                  reloadDocument={step.href.endsWith(".ics") || step.href.startsWith("http")}
                  className="rounded-md px-3 py-1.5 font-semibold text-brand-800 text-sm ring-1 ring-brand-700 hover:bg-brand-50"
                >
                  {step.action}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>

      <div className="mt-10">
        <CreditSummary lines={loaderData.credits} />
      </div>

      <section aria-labelledby="registrations-heading" className={SECTION}>
        <h2 id="registrations-heading" className="font-semibold text-xl">
          My registrations
        </h2>
        {registrations.length === 0 ? (
          <p className="mt-2 text-slate-700">
            You have not registered for a course yet.{" "}
            <Link to="/courses" className="text-brand-700 underline">
              Browse courses
            </Link>
          </p>
        ) : (
          <ul className={CARD_LIST}>
            {registrations.map((registration) => (
              <li
                key={registration.id}
                id={`registration-${registration.courseId}`}
                className="scroll-mt-24 p-4"
              >
                <p className="font-semibold">
                  <Link to={`/courses/${registration.courseId}`} className="hover:underline">
                    {registration.courseName}
                  </Link>
                </p>
                {registration.live ? (
                  <LiveRegistration courseId={registration.courseId} live={registration.live} />
                ) : (
                  <p className="text-slate-700 text-sm">
                    On demand · registered {formatLongDate(new Date(registration.registeredAt))}
                  </p>
                )}
                <p className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm">
                  {registration.hasLecture ? (
                    <Link
                      to={`/course-player/${registration.courseId}`}
                      className="text-brand-700 underline"
                    >
                      {registration.live ? "Watch the lecture on demand" : "Open the course player"}
                    </Link>
                  ) : null}
                  {registration.certified ? (
                    <a href="#certificates" className="text-brand-700 underline">
                      Certificate issued
                    </a>
                  ) : null}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="progress-heading" className={SECTION}>
        <h2 id="progress-heading" className="font-semibold text-xl">
          Your courses
        </h2>
        {progress.length === 0 ? (
          <p className="mt-2 text-slate-700">
            Courses you start in the course player appear here with your progress.
          </p>
        ) : (
          <ul className={CARD_LIST}>
            {progress.map((item) => (
              <li key={item.courseId} className="grid gap-2 p-4 sm:grid-cols-[1fr_12rem]">
                <div className="min-w-0">
                  <p className="font-semibold">
                    <Link to={`/course-player/${item.courseId}`} className="hover:underline">
                      {item.courseName}
                    </Link>
                  </p>
                  <p className="text-slate-700 text-sm">
                    {item.completed ? "Completed: watched to the end" : `${item.progress}% watched`}{" "}
                    · last opened {formatSessionDateTime(new Date(item.lastAccessed))}
                  </p>
                </div>
                <progress
                  value={item.progress}
                  max={100}
                  aria-label={`${item.courseName}: ${item.progress}% watched`}
                  className="h-2 w-full self-center accent-brand-700"
                />
              </li>
            ))}
          </ul>
        )}
      </section>

      <section id="certificates" aria-labelledby="certificates-heading" className={SECTION}>
        <h2 id="certificates-heading" className="font-semibold text-xl">
          My certificates
        </h2>
        {certificates.length === 0 ? (
          <p className="mt-2 text-slate-700">
            When you finish a course and affirm your attendance, its certificates appear here.
          </p>
        ) : (
          <TableScroller label="Certificates table">
            <table className="w-full min-w-[40rem] text-left text-sm">
              <thead>
                <tr className="border-slate-300 border-b">
                  <th scope="col" className="py-2 pr-4">
                    Course
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    State
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Completed
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Credits
                  </th>
                  <th scope="col" className="py-2">
                    Certificate
                  </th>
                </tr>
              </thead>
              <tbody>
                {certificates.map((certificate) => (
                  <tr key={certificate.id} className="border-slate-200 border-b align-top">
                    <td className="py-2 pr-4">{certificate.courseTitle}</td>
                    <td className="py-2 pr-4">
                      {certificate.stateName}
                      {certificate.approvalStatus === "pending" ? (
                        <span className="block text-amber-900 text-xs">Approval pending</span>
                      ) : null}
                    </td>
                    <td className="whitespace-nowrap py-2 pr-4">
                      {formatLongDate(certificate.completedOn)}
                    </td>
                    <td className="py-2 pr-4">
                      {formatCategoryCredits(certificate.credits, certificate.stateSlug)}
                    </td>
                    <td className="py-2">
                      <a
                        href={`/certificates/${certificate.id}/pdf`}
                        download
                        className="text-brand-700 underline"
                      >
                        Download PDF<span className="sr-only"> for {certificate.stateName}</span>
                      </a>
                      <br />
                      <Link
                        to={`/certificates/${certificate.id}`}
                        className="font-mono text-slate-700 text-xs underline"
                      >
                        {certificate.id}
                      </Link>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </section>

      <section aria-labelledby="purchases-heading" className={SECTION}>
        <h2 id="purchases-heading" className="font-semibold text-xl">
          My purchases
        </h2>
        {purchases.length === 0 ? (
          <p className="mt-2 text-slate-700">No purchases yet.</p>
        ) : (
          <TableScroller label="Purchases table">
            <table className="w-full min-w-[32rem] text-left text-sm">
              <thead>
                <tr className="border-slate-300 border-b">
                  <th scope="col" className="py-2 pr-4">
                    Order
                  </th>
                  <th scope="col" className="py-2 pr-4">
                    Item
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
                {purchases.map((purchase) => (
                  <tr key={purchase.id} className="border-slate-200 border-b">
                    <td className="break-all py-2 pr-4 font-mono text-xs">{purchase.id}</td>
                    <td className="py-2 pr-4">{purchase.courseName}</td>
                    <td className="py-2 pr-4">{formatPrice(purchase.amountCents)}</td>
                    <td className="py-2">{ORDER_STATUS_LABELS[purchase.status]}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </TableScroller>
        )}
      </section>
    </PageShell>
  );
}

type Live = NonNullable<Route.ComponentProps["loaderData"]["registrations"][number]["live"]>;

/** A live registration: the session, how to join, the calendar file and its codes. */
function LiveRegistration({ courseId, live }: { courseId: string; live: Live }) {
  return (
    <div className="mt-1 grid gap-2 text-sm">
      <p className="text-slate-700">
        Live webcast: {formatSessionDateTime(new Date(live.startsAt))}, {live.durationMinutes}{" "}
        minutes ·{" "}
        {live.status === "upcoming" ? "upcoming" : live.status === "live" ? "live now" : "ended"}
      </p>
      {live.status !== "ended" ? (
        <p>
          {live.joinUrl ? (
            <a
              href={live.joinUrl}
              target="_blank"
              rel="noreferrer"
              className="font-semibold text-brand-700 underline"
            >
              Join the webcast<span className="sr-only"> (opens in a new tab)</span>
            </a>
          ) : (
            "The link to join appears here the day before the session."
          )}{" "}
          ·{" "}
          <a
            href={`/dashboard/registrations/${courseId}/calendar.ics`}
            download
            className="text-brand-700 underline"
          >
            Add to calendar (.ics)
          </a>
        </p>
      ) : null}
      <p>
        Attendance codes entered:{" "}
        <span className="font-semibold">
          {live.codes.entered}/{live.codes.total}
        </span>
        {live.codesOpen
          ? ` · open until ${formatSessionDateTime(new Date(live.codesClose))}`
          : live.status === "upcoming"
            ? " · codes are announced during the session"
            : ""}
      </p>
      {live.codesOpen ? (
        <CodeEntryForm
          className="max-w-md"
          label="Attendance code"
          submitLabel="Enter code"
          hidden={{ intent: "code", courseId }}
          complete={live.codes.entered >= live.codes.total}
        />
      ) : null}
    </div>
  );
}
