import { data, Form, Link, redirect } from "react-router";
import { MailingContentFields } from "~/components/staff/mailing-content-fields";
import { StaffPage } from "~/components/staff/staff-frame";
import { FormReplyAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { usePageForm } from "~/components/ui/use-page-form";
import { refuseForm, typedText } from "~/lib/form-reply";
import { formatSessionDateTime } from "~/lib/format";
import { pageMeta } from "~/lib/meta";
import { parseSubmission } from "~/lib/parse-submission.server";
import { createMailing } from "~/modules/mailings/create-mailing.server";
import { loadMailingAudience } from "~/modules/mailings/load-mailing-audience.server";
import { describeMailingFilters, mailingFilterQuery } from "~/modules/mailings/mailing-filters";
import { createMailingSchema } from "~/modules/mailings/mailing-forms";
import {
  audienceFilters,
  resolveMailingAudience,
} from "~/modules/mailings/resolve-mailing-audience.server";
import { listRosterScopes } from "~/modules/rosters/list-roster-scopes.server";
import { rosterFiltersSchema } from "~/modules/rosters/roster-filters";
import { requireStaff } from "~/modules/staff/require-staff.server";
import type { Route } from "./+types/mailing-new";

export const meta: Route.MetaFunction = () =>
  pageMeta("Write to registrants", "A new message to a session's or a course's registrants.");

const NO_STORE = { "Cache-Control": "private, no-store" };

/** The audience the address names (?session= or ?course=, with a roster's filters). */
function audienceOf(params: URLSearchParams) {
  const session = params.get("session")?.trim().slice(0, 200) || null;
  const course = params.get("course")?.trim().slice(0, 200) || null;
  const filterQuery = mailingFilterQuery(
    rosterFiltersSchema.parse(Object.fromEntries(params.entries())),
  );
  if (session) return { target: { sessionId: session }, filterQuery };
  if (course) return { target: { courseId: course }, filterQuery };
  return null;
}

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireStaff(request, context, "mailings.send");
  const db = context.services.database.db;
  const wanted = audienceOf(new URL(request.url).searchParams);
  if (!wanted) {
    // No audience yet: choose a course or a session first.
    const scopes = await listRosterScopes(db);
    return data({ choose: scopes, audience: null }, { headers: NO_STORE });
  }
  const heading = await loadMailingAudience(db, wanted.target);
  if (!heading) throw data({ message: "There is no such session or course." }, { status: 404 });
  const audience = {
    courseId: heading.courseId,
    sessionId: heading.session?.id ?? null,
    filterQuery: wanted.filterQuery,
  };
  const { recipients } = await resolveMailingAudience(db, audience, "operational");
  return data(
    {
      choose: null,
      audience: {
        ...audience,
        heading,
        registrants: recipients.length,
        filters: describeMailingFilters(audienceFilters(audience)),
      },
    },
    { headers: NO_STORE },
  );
}

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "mailings.send");
  const form = await parseSubmission(request, createMailingSchema, { echo: (fields) => fields });
  if (!form.ok) return form.response;
  const { session, course, filters, ...content } = form.value;
  const db = context.services.database.db;
  const heading = session
    ? await loadMailingAudience(db, { sessionId: session })
    : course
      ? await loadMailingAudience(db, { courseId: course })
      : null;
  if (!heading) return refuseForm("There is no such session or course.", { status: 404 });
  const filterQuery = mailingFilterQuery(
    rosterFiltersSchema.parse(Object.fromEntries(new URLSearchParams(filters ?? ""))),
  );
  const id = await createMailing(
    db,
    staff.actor,
    { courseId: heading.courseId, sessionId: heading.session?.id ?? null, filterQuery },
    content,
  );
  return redirect(`/staff/mailings/${id}?saved=1`);
}

export default function StaffMailingNewPage({ loaderData, actionData }: Route.ComponentProps) {
  const { choose, audience } = loaderData;
  const compose = usePageForm(actionData);
  const back = (
    <p>
      <Link to="/staff/mailings" className="text-brand-700 underline">
        Back to mail to registrants
      </Link>
    </p>
  );
  if (!audience) {
    return (
      <StaffPage title="Write to registrants" intro={back}>
        <p className="max-w-3xl">
          Choose who the message goes to. To write to part of a roster (only those who paid, say),
          filter the roster and follow its “Write to these registrants” link.
        </p>
        <div className="mt-6 grid max-w-3xl gap-8">
          <Form method="get" aria-label="A course's registrants" className="grid gap-3">
            <SelectField
              label="A course's registrants"
              name="course"
              options={(choose?.courses ?? []).map((course) => ({
                value: course.id,
                label: `${course.title} (${course.registered} registered)`,
              }))}
            />
            <div>
              <SubmitButton busy={false} busyLabel="">
                Write to this course's registrants
              </SubmitButton>
            </div>
          </Form>
          <Form method="get" aria-label="A live session's registrants" className="grid gap-3">
            <SelectField
              label="A live session's registrants"
              name="session"
              options={(choose?.sessions ?? [])
                .filter((session) => !session.cancelledAt)
                .map((session) => ({
                  value: session.id,
                  label: `${session.courseTitle}, ${formatSessionDateTime(new Date(session.startsAt))} (${session.registered} registered)`,
                }))}
            />
            <div>
              <SubmitButton busy={false} busyLabel="">
                Write to this session's registrants
              </SubmitButton>
            </div>
          </Form>
        </div>
      </StaffPage>
    );
  }
  const { heading } = audience;
  const to = heading.session
    ? `${heading.courseTitle}, ${formatSessionDateTime(new Date(heading.session.startsAt))}`
    : heading.courseTitle;
  const values = compose.values;
  return (
    <StaffPage title="Write to registrants" intro={back}>
      <p className="max-w-3xl">
        To the {audience.registrants === 1 ? "1 registrant" : `${audience.registrants} registrants`}{" "}
        of <strong>{to}</strong>
        {audience.filters ? ` (${audience.filters})` : ""}. It is saved as a draft: you see it as
        the first of them will, and can send yourself a test, before anyone gets it.
      </p>
      <Form method="post" ref={compose.form} className="mt-6 grid gap-4" aria-label="New message">
        <FormReplyAlert reply={actionData} />
        <input
          type="hidden"
          name={heading.session ? "session" : "course"}
          value={heading.session?.id ?? heading.courseId}
        />
        <input type="hidden" name="filters" value={audience.filterQuery} />
        <MailingContentFields
          values={{
            subject: typedText(values, "subject") ?? "",
            body: typedText(values, "body") ?? "",
            kind: typedText(values, "kind") ?? "operational",
          }}
          errors={compose.errors}
        />
        <div>
          <SubmitButton busy={compose.busy} busyLabel="Saving…">
            Save and preview
          </SubmitButton>
        </div>
      </Form>
    </StaffPage>
  );
}
