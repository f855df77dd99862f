import { data, Link } from "react-router";
import { CertificatesTable } from "~/components/dashboard/certificates-table";
import { EvaluationsToGive } from "~/components/dashboard/evaluations-to-give";
import { PurchasesTable } from "~/components/dashboard/purchases-table";
import { RegistrationList } from "~/components/dashboard/registration-list";
import { PageShell } from "~/components/layout/page-shell";
import { PageLinks } from "~/components/staff/page-links";
import { listPageField } from "~/lib/form-fields";
import { loadListPage } from "~/lib/list-pages";
import { pageMeta } from "~/lib/meta";
import { readAccountCached } from "~/modules/accounts/read-account-cached.server";
import { requireUser } from "~/modules/auth/session.server";
import { ACCOUNT_LISTS } from "~/modules/dashboard/account-lists";
import { presentRegistrations } from "~/modules/dashboard/present-registrations.server";
import {
  accountListKindSchema,
  readAccountListPage,
} from "~/modules/dashboard/read-account-list-page.server";
import type { Route } from "./+types/account-list";
import { answerDashboardPost } from "./dashboard.server";

export const meta: Route.MetaFunction = ({ data: loaded }) =>
  pageMeta(
    loaded ? ACCOUNT_LISTS[loaded.list.kind].title : "My Dashboard",
    "All of your registrations, certificates, purchases or courses to evaluate, a page at a time.",
  );

// The whole of one list the dashboard shows the first few of (decision 0079).
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const kind = accountListKindSchema.safeParse(params.list);
  if (!kind.success) throw data(null, { status: 404 });
  const user = await requireUser(request, context);
  const url = new URL(request.url);
  const db = context.services.database.db;
  const now = new Date();
  const { page, pages, ...list } = await loadListPage(
    listPageField.parse(url.searchParams.get("page") ?? undefined),
    (each) => readAccountListPage(db, user.id, kind.data, each),
  );
  // A registration's live session is shown as it stands now; the codes entered
  // come from the accounts cache, as on the dashboard (decision 0075).
  const registrations =
    list.kind === "registrations"
      ? await presentRegistrations(db, user.id, list.rows, now, readAccountCached(db, user.id))
      : null;
  return data(
    { list, registrations, page, pages, query: url.searchParams.toString() },
    { headers: { "Cache-Control": "private, no-store" } },
  );
}

// The rows carry the dashboard's own forms (codes, removing an unpaid order, another session).
export const action = ({ request, context }: Route.ActionArgs) =>
  answerDashboardPost(request, context);

export default function AccountListPage({ loaderData, actionData }: Route.ComponentProps) {
  const { list, registrations, page, pages, query } = loaderData;
  const named = ACCOUNT_LISTS[list.kind];
  const count = `${list.total.toLocaleString("en-US")} ${named.nouns[list.total === 1 ? 0 : 1]}`;
  const title = pages > 1 ? `${count}, page ${page} of ${pages}` : count;
  return (
    <PageShell
      title={named.title}
      intro={
        <p>
          <Link to="/dashboard" className="font-semibold text-brand-700 underline">
            Back to My Dashboard
          </Link>
        </p>
      }
    >
      {list.kind === "registrations" && registrations ? (
        <RegistrationList
          registrations={registrations}
          chosen={actionData?.intent === "choose-session" ? actionData : undefined}
          title={title}
        />
      ) : list.kind === "certificates" ? (
        <CertificatesTable certificates={list.rows} title={title} />
      ) : list.kind === "purchases" ? (
        <PurchasesTable
          purchases={list.rows}
          notice={actionData?.intent === "remove-order" ? actionData : null}
          title={title}
        />
      ) : list.kind === "evaluations" ? (
        list.rows.length > 0 ? (
          <EvaluationsToGive courses={list.rows} title={title} />
        ) : (
          <p className="text-slate-700">
            Every course you completed has its evaluation. Thank you.
          </p>
        )
      ) : null}
      <PageLinks
        label={`${named.title}: pages`}
        query={query}
        page={page}
        pages={pages}
        previous="Previous page"
        next="Next page"
      />
    </PageShell>
  );
}
