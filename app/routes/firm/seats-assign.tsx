import { data, Form, Link, redirect } from "react-router";
import { FirmPageFrame } from "~/components/firm/firm-page-frame";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { refuseForm } from "~/lib/form-reply";
import { formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { requireUser } from "~/modules/auth/session.server";
import {
  productValue,
  seatAssignQuerySchema,
  seatIntents,
} from "~/modules/firm-seats/firm-seat-forms";
import { giveFirmSeat } from "~/modules/firm-seats/give-firm-seat.server";
import { loadSeatAssignment } from "~/modules/firm-seats/load-seat-assignment.server";
import { requireFirmAdmin } from "~/modules/firms/require-firm-admin.server";
import type { Route } from "./+types/seats-assign";

export const meta: Route.MetaFunction = () =>
  pageMeta("Give a seat", "Give one of your firm's seats in a course to a member.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const membership = await requireFirmAdmin(db, user.id);
  const params = new URL(request.url).searchParams;
  const query = seatAssignQuerySchema.safeParse({
    member: params.get("member"),
    course: params.get("course"),
  });
  if (!query.success)
    throw data("Name the member and the course (member=… and course=…).", { status: 400 });
  const assignment = await loadSeatAssignment(
    db,
    membership.firmId,
    query.data.member,
    query.data.course,
  );
  if (!assignment) throw data("No such member of your firm, or no such course.", { status: 404 });
  return data(
    {
      ...assignment,
      firmName: membership.firmName,
      buyHref: `/firm/seats/buy?${new URLSearchParams({
        product: productValue({ kind: "course", courseId: assignment.course.id }),
        quantity: "1",
      })}`,
    },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const membership = await requireFirmAdmin(db, user.id);
  const form = await parseSubmission(request, seatIntents.assign);
  if (!form.ok) return form.response;
  const given = await giveFirmSeat(db, {
    firmId: membership.firmId,
    poolId: form.value.poolId,
    holderUid: form.value.member,
    givenBy: "assigned",
  });
  if (!given.ok) return refuseForm(given.message, { status: given.status });
  return redirect("/firm/seats?given=1");
}

export default function AssignSeatPage({ loaderData, actionData }: Route.ComponentProps) {
  const { member, course, registered, pools, firmName, buyHref } = loaderData;
  const give = usePageForm(actionData);
  return (
    <FirmPageFrame
      eyebrow={firmName}
      title="Give a seat"
      intro={`${course.title}, for ${member.name}.`}
    >
      <FormReplyAlert reply={actionData} />
      {registered ? (
        <p className="mt-4">{member.name} is registered for this course already.</p>
      ) : pools.length === 0 ? (
        <div className="mt-4 grid max-w-2xl gap-3">
          <p>Your firm has no free seat in this course.</p>
          <p>
            <Link
              to={buyHref}
              className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
            >
              Buy a seat in this course
            </Link>
          </p>
        </div>
      ) : (
        <ul className="mt-4 grid max-w-2xl gap-4">
          {pools.map((pool) => (
            <li key={pool.id} className="rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200">
              <p>
                {pool.free} free
                {pool.sessionStartsAt
                  ? `, live session ${formatSessionDateTime(new Date(pool.sessionStartsAt))}`
                  : ""}
              </p>
              <Form method="post" ref={give.form} className="mt-3">
                <input type="hidden" name="poolId" value={pool.id} />
                <input type="hidden" name="member" value={member.uid} />
                <SubmitButton busy={give.busy} busyLabel="Giving…">
                  Give {member.name} a seat
                </SubmitButton>
              </Form>
            </li>
          ))}
        </ul>
      )}
      <p className="mt-6">
        <Link to="/firm/seats" className="text-brand-700 underline">
          All your firm's seats
        </Link>
      </p>
    </FirmPageFrame>
  );
}
