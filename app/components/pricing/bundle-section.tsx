import { Link } from "react-router";
import { coursePath } from "~/components/catalogue/course-card";
import { type Column, DataTable } from "~/components/ui/data-table";
import type { BundleOfferView } from "~/modules/catalogue/describe-bundle-offer";

/** The bundle as the pricing page shows it, and where "Buy the bundle" leads. */
type BundleView = BundleOfferView & { buyHref: string };

type BundleCourse = BundleView["courses"][number];

/** A row of the bundle's table: one of its courses, or the total of them all. */
type BundleRow = { kind: "course"; course: BundleCourse } | { kind: "total"; bundle: BundleView };

const COLUMNS: Column<BundleRow>[] = [
  {
    header: "Course",
    rowHeader: true,
    cell: (row) =>
      row.kind === "total" ? (
        <span className="font-semibold">Total</span>
      ) : (
        <>
          <Link to={coursePath(row.course.id)} className="font-medium hover:underline">
            {row.course.title}
          </Link>
          {row.course.owned ? <span className="block text-slate-600">Already yours</span> : null}
        </>
      ),
  },
  {
    header: "Credit hours",
    align: "right",
    cell: (row) => total(row, row.kind === "total" ? row.bundle.credits : row.course.credits),
  },
  {
    header: "Alone",
    align: "right",
    cell: (row) =>
      total(row, row.kind === "total" ? row.bundle.separately.regular : row.course.regular),
  },
  {
    header: "Members alone",
    align: "right",
    cell: (row) =>
      total(row, row.kind === "total" ? row.bundle.separately.member : row.course.member),
  },
];

/** The total row stands out. */
function total(row: BundleRow, text: string) {
  return row.kind === "total" ? <span className="font-semibold">{text}</span> : text;
}

/** A bundle on sale: its courses and credits, its prices and what it saves. */
export function BundleSection({ bundle, anchor }: { bundle: BundleView; anchor: string }) {
  const rows: BundleRow[] = [
    ...bundle.courses.map((course) => ({ kind: "course" as const, course })),
    { kind: "total", bundle },
  ];
  return (
    <section
      id={anchor}
      aria-labelledby={`${anchor}-heading`}
      className="mt-10 max-w-5xl scroll-mt-24 rounded-xl bg-white p-6 shadow-sm ring-2 ring-accent-500 sm:p-8"
    >
      <p className="font-semibold text-brand-700 text-sm uppercase tracking-wide">Best value</p>
      <h2 id={`${anchor}-heading`} className="mt-1 font-bold text-2xl tracking-tight">
        {bundle.title}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{bundle.summary}</p>
      <div className="mt-6 grid gap-8 lg:grid-cols-[3fr_2fr]">
        <DataTable
          label={`${bundle.title}: courses table`}
          caption={`Courses in the ${bundle.title}`}
          columns={COLUMNS}
          rows={rows}
          rowKey={(row) => (row.kind === "total" ? "total" : row.course.id)}
          stackOnPhone
        />
        <div className="self-start rounded-lg bg-brand-50 p-5">
          <p className="font-semibold">{bundle.credits} credit hours in all</p>
          <dl className="mt-3 grid grid-cols-[1fr_auto] gap-x-4 gap-y-1">
            <dt>Members' price</dt>
            <dd className="font-bold text-xl">{bundle.member}</dd>
            <dt>Regular price</dt>
            <dd className="font-semibold">{bundle.regular}</dd>
          </dl>
          <p className="mt-3 text-slate-700 text-sm">
            {`Bought one by one, these courses cost ${bundle.separately.regular} (${bundle.separately.member} for members): the bundle saves ${bundle.saving.regular} (${bundle.saving.member} for members).`}
          </p>
          <div className="mt-5">
            {bundle.ownsAll ? (
              <p className="font-medium">
                You already have every course in this bundle.{" "}
                <Link to="/dashboard" className="text-brand-700 underline">
                  Go to My Dashboard
                </Link>
              </p>
            ) : (
              <>
                <Link
                  to={bundle.buyHref}
                  className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
                >
                  Buy the bundle<span className="sr-only">: {bundle.title}</span>
                </Link>
                {bundle.yourPrice ? (
                  <p className="mt-2 text-slate-700 text-sm">
                    Your price: {bundle.yourPrice.amount}
                    {bundle.yourPrice.member ? " (members' rate)" : ""}.
                  </p>
                ) : null}
              </>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}
