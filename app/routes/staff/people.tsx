import { useRef } from "react";
import { data, Form } from "react-router";
import { CreateLink } from "~/components/staff/create-link";
import { ListResults } from "~/components/staff/list-results";
import { PageLinks } from "~/components/staff/page-links";
import { StaffPage } from "~/components/staff/staff-frame";
import { StaffSearchForm } from "~/components/staff/staff-search-form";
import { type Column, DataTable } from "~/components/ui/data-table";
import { FormAlert } from "~/components/ui/form-alert";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { EmailField, TextField } from "~/components/ui/text-field";
import { useFocusAfterNavigation } from "~/components/ui/use-focus-after-navigation";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { usePageForm } from "~/components/ui/use-page-form";
import { STAFF_ROLE_DETAILS, STAFF_ROLES } from "~/content/staff-roles";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { LIST_PAGE_SIZE, loadListPage, pageOffset } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { filterStaffListing } from "~/modules/staff/filter-staff-listing";
import { grantStaffRole, revokeStaffRole } from "~/modules/staff/grant-staff-role.server";
import { listStaff } from "~/modules/staff/list-staff.server";
import {
  forgetStaffRoles,
  requireRecentSignIn,
  requireStaff,
} from "~/modules/staff/require-staff.server";
import { staffPeopleFiltersSchema, staffRoleIntents } from "~/modules/staff/staff-forms";
import type { Route } from "./+types/people";

export const meta: Route.MetaFunction = () =>
  pageMeta("Staff and roles", "Who runs the console, and what each may do.");

export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = await requireStaff(request, context, "staff.manage");
  await requireRecentSignIn(request, context, staff);
  const url = new URL(request.url);
  const { page, ...filters } = staffPeopleFiltersSchema.parse(Object.fromEntries(url.searchParams));
  const everyone = await listStaff(
    context.services.database.db,
    context.services.config.staffEmails,
  );
  const matching = filterStaffListing(everyone, filters);
  const list = await loadListPage(page, async (shown) => ({
    people: matching.slice(pageOffset(shown), pageOffset(shown) + LIST_PAGE_SIZE),
    total: matching.length,
  }));
  return data(
    { ...list, filters, query: url.searchParams.toString(), self: staff.user.id },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

type RoleValues = { email: string; role: string; reason: string };

const REFUSALS = {
  "no-account": "No account has this e-mail address. Ask them to create one first.",
  unconfirmed:
    "This account has not confirmed its e-mail address yet. A role can be granted once it has.",
  "last-administrator":
    "This is the last administrator: grant the role to someone else before revoking it.",
} as const;

export async function action({ request, context }: Route.ActionArgs) {
  const staff = await requireStaff(request, context, "staff.manage");
  await requireRecentSignIn(request, context, staff);
  const form = await parseIntentSubmission(request, staffRoleIntents, {
    echo: (fields): RoleValues => ({
      email: String(fields.email ?? ""),
      role: String(fields.role ?? ""),
      reason: String(fields.reason ?? ""),
    }),
  });
  if (!form.ok) return form.response;
  forgetStaffRoles(context);
  const db = context.services.database.db;
  const { email, role, reason } = form.value;
  const label = STAFF_ROLE_DETAILS[role].label;
  if (form.intent === "grant") {
    const result = await grantStaffRole(db, staff.actor, email, role, reason);
    if (!result.ok) {
      return refuseForm<RoleValues>(REFUSALS[result.reason], {
        intent: "grant",
        errors: { email: REFUSALS[result.reason] },
        values: { email, role, reason: reason ?? "" },
        status: result.reason === "no-account" ? 404 : 409,
      });
    }
    return replyToForm<RoleValues>({
      ok: true,
      intent: "grant",
      message: result.changed ? `${email} is now ${label}.` : `${email} was already ${label}.`,
    });
  }
  const result = await revokeStaffRole(db, staff.actor, email, role, {
    staffEmails: context.services.config.staffEmails,
    reason,
  });
  if (!result.ok) {
    return refuseForm<RoleValues>(REFUSALS[result.reason], {
      intent: "revoke",
      status: result.reason === "no-account" ? 404 : 409,
    });
  }
  return replyToForm<RoleValues>({
    ok: true,
    intent: "revoke",
    message: result.changed ? `${email} is no longer ${label}.` : `${email} was not ${label}.`,
  });
}

type Person = Route.ComponentProps["loaderData"]["people"][number];

export default function StaffPeoplePage({ loaderData, actionData }: Route.ComponentProps) {
  const { total, page, pages, filters, query } = loaderData;
  const filtered = Boolean(filters.q || filters.role);
  const results = useRef<HTMLParagraphElement>(null);
  useFocusAfterNavigation(results, query);
  const grant = usePageForm(actionData?.intent === "grant" ? actionData : undefined);
  const revokeBusy = usePageForm(undefined).busy;
  // A revoke removes the button that was pressed: focus goes to its outcome.
  const outcome = useRef<HTMLDivElement>(null);
  useFocusFirstError(outcome, actionData?.intent === "grant" ? undefined : actionData);
  const columns: Column<Person>[] = [
    { header: "Name", cell: (person) => person.name, rowHeader: true },
    { header: "E-mail", cell: (person) => <span className="break-all">{person.email}</span> },
    {
      header: "Roles",
      cell: (person) => (
        <ul className="grid gap-2">
          {person.bootstrap ? <li>Administrator (named in STAFF_EMAILS)</li> : null}
          {person.granted.map((role) => (
            <li key={role} className="flex flex-wrap items-center gap-2">
              <span>{STAFF_ROLE_DETAILS[role].label}</span>
              <Form method="post">
                <input type="hidden" name="intent" value="revoke" />
                <input type="hidden" name="email" value={person.email} />
                <input type="hidden" name="role" value={role} />
                <button
                  type="submit"
                  disabled={revokeBusy}
                  className="min-h-6 rounded-md px-2 py-1 font-semibold text-red-800 text-sm underline hover:bg-red-50 disabled:opacity-60"
                >
                  Revoke
                  <span className="sr-only">
                    {" "}
                    {STAFF_ROLE_DETAILS[role].label} from {person.name}
                  </span>
                </button>
              </Form>
            </li>
          ))}
        </ul>
      ),
    },
  ];
  return (
    <StaffPage
      title="Staff and roles"
      intro={
        <p>
          Grant a role to a confirmed account, or revoke one. Every change is kept in the audit log.
        </p>
      }
      action={<CreateLink to="grant">Grant a role</CreateLink>}
    >
      <div ref={outcome}>
        {actionData && actionData.intent !== "grant" ? (
          <div className="mb-6 max-w-xl">
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          </div>
        ) : null}
      </div>
      <section aria-labelledby="people-heading">
        <h2 id="people-heading" className="font-semibold text-xl">
          People with a staff role
        </h2>
        <div className="mt-3">
          <StaffSearchForm
            label="Find staff"
            query={query}
            layout="withSelect"
            clearTo={filtered ? "/staff/people" : null}
          >
            <TextField label="Name or e-mail" name="q" defaultValue={filters.q ?? ""} />
            <SelectField
              label="Role"
              name="role"
              emptyOption="Any role"
              options={STAFF_ROLES.map((role) => ({
                value: role,
                label: STAFF_ROLE_DETAILS[role].label,
              }))}
              defaultValue={filters.role ?? ""}
            />
          </StaffSearchForm>
        </div>
        <ListResults
          count={["person", "people"]}
          total={total}
          filtered={filtered}
          clearTo="/staff/people"
          none="Nobody holds a staff role yet."
          noneMatch="Nobody with a staff role matches."
          countRef={results}
        >
          <DataTable
            label="Staff and their roles"
            columns={columns}
            rows={loaderData.people}
            rowKey={(person) => person.userId}
            minWidth="40rem"
          />
        </ListResults>
        <PageLinks
          label="Staff pages"
          query={query}
          page={page}
          pages={pages}
          previous="Earlier names"
          next="Later names"
        />
      </section>
      <section
        id="grant"
        tabIndex={-1}
        aria-labelledby="grant-heading"
        className="mt-10 max-w-xl scroll-mt-4 outline-none"
      >
        <h2 id="grant-heading" className="font-semibold text-xl">
          Grant a role
        </h2>
        <Form
          method="post"
          ref={grant.form}
          className="mt-3 grid gap-4 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
        >
          <input type="hidden" name="intent" value="grant" />
          {actionData?.intent === "grant" ? (
            <FormAlert tone={actionData.ok ? "success" : "error"}>{actionData.message}</FormAlert>
          ) : null}
          <EmailField
            label="Their account's e-mail"
            autoComplete="off"
            defaultValue={grant.values?.email}
            error={grant.errors.email}
          />
          <SelectField
            label="Role"
            name="role"
            required
            emptyOption="Choose a role"
            options={STAFF_ROLES.map((role) => ({
              value: role,
              label: `${STAFF_ROLE_DETAILS[role].label}: ${STAFF_ROLE_DETAILS[role].summary}`,
            }))}
            defaultValue={grant.values?.role}
            error={grant.errors.role}
          />
          <TextField
            label="Reason (optional, kept in the audit log)"
            name="reason"
            maxLength={500}
            defaultValue={grant.values?.reason}
            error={grant.errors.reason}
          />
          <div>
            <SubmitButton busy={grant.busy} busyLabel="Granting…">
              Grant role
            </SubmitButton>
          </div>
        </Form>
      </section>
    </StaffPage>
  );
}
