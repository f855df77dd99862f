import { Form } from "react-router";
import { type Column, DataTable } from "~/components/ui/data-table";
import { SelectField } from "~/components/ui/select-field";
import { SubmitButton } from "~/components/ui/submit-button";
import { ORDER_STATUS_LABELS } from "~/content/order-statuses";
import { formatSessionDateTime } from "~/lib/format";

export type PoolSeatView = {
  id: string;
  position: number;
  holderUid: string | null;
  holderName: string | null;
  holderEmail: string | null;
  givenBy: "assigned" | "claimed" | null;
};

export type PoolView = {
  id: string;
  name: string;
  product: "course" | "bundle" | "membership";
  orderStatus: keyof typeof ORDER_STATUS_LABELS;
  sessionStartsAt: Date | string | null;
  quantity: number;
  used: number;
  /** The course has begun: seats stay as they are. */
  started: boolean;
  seats: PoolSeatView[];
};

type Person = { uid: string; name: string; email: string };

/**
 * One pool of a firm's seats: what it is for, bought and used, its seats and
 * holders; an administrator gives, frees and moves seats, a member claims one.
 */
export function SeatPoolSection({
  pool,
  people,
  isAdmin,
  uid,
  busyIntent,
}: {
  pool: PoolView;
  people: readonly Person[];
  isAdmin: boolean;
  uid: string;
  /** The intent being sent (its button says so). */
  busyIntent: string | null;
}) {
  const headingId = `pool-${pool.id}`;
  const free = pool.quantity - pool.used;
  const holds = pool.seats.some((seat) => seat.holderUid === uid);
  const holders = new Set(pool.seats.flatMap((seat) => (seat.holderUid ? [seat.holderUid] : [])));
  const candidates = people
    .filter((person) => !holders.has(person.uid))
    .map((person) => ({ value: person.uid, label: `${person.name} (${person.email})` }));
  const moveable = isAdmin && pool.product === "course" && !pool.started;
  const columns: Column<PoolSeatView>[] = [
    { header: "Seat", cell: (seat) => String(seat.position), rowHeader: true },
    {
      header: "Holder",
      cell: (seat) =>
        seat.holderUid ? (
          <span className="wrap-anywhere">
            {seat.holderName} ({seat.holderEmail})
          </span>
        ) : (
          "Free"
        ),
    },
    {
      header: "How",
      cell: (seat) =>
        seat.givenBy === "claimed" ? "Claimed" : seat.givenBy === "assigned" ? "Assigned" : "",
    },
  ];
  if (moveable)
    columns.push({
      header: "Move",
      cell: (seat) =>
        seat.holderUid ? (
          <div className="flex flex-wrap items-end gap-2">
            <Form method="post" className="flex flex-wrap items-end gap-2">
              <input type="hidden" name="intent" value="reassign" />
              <input type="hidden" name="seatId" value={seat.id} />
              <SelectField
                label={`Move seat ${seat.position} to`}
                name="member"
                options={candidates}
                emptyOption="Choose a member"
                required
              />
              <SubmitButton busy={busyIntent === "reassign"} busyLabel="Moving…">
                Move
              </SubmitButton>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="release" />
              <input type="hidden" name="seatId" value={seat.id} />
              <SubmitButton busy={busyIntent === "release"} busyLabel="Freeing…" tone="danger">
                Free seat {seat.position}
              </SubmitButton>
            </Form>
          </div>
        ) : null,
    });
  return (
    <section
      aria-labelledby={headingId}
      className="mt-8 rounded-xl bg-white p-5 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id={headingId} className="font-semibold text-xl">
        {pool.name}
      </h2>
      <p className="mt-1 text-slate-700">
        {pool.quantity} bought, {pool.used} used, {free} free ·{" "}
        {ORDER_STATUS_LABELS[pool.orderStatus]}
        {pool.sessionStartsAt
          ? ` · live session ${formatSessionDateTime(new Date(pool.sessionStartsAt))}`
          : ""}
        {pool.started ? " · started: seats can no longer be given or moved" : ""}
      </p>
      {!pool.started && free > 0 && !holds ? (
        <Form method="post" className="mt-3">
          <input type="hidden" name="intent" value="claim" />
          <input type="hidden" name="poolId" value={pool.id} />
          <SubmitButton busy={busyIntent === "claim"} busyLabel="Claiming…">
            Claim a seat for me<span className="sr-only">: {pool.name}</span>
          </SubmitButton>
        </Form>
      ) : null}
      {isAdmin && !pool.started && free > 0 && candidates.length > 0 ? (
        <Form method="post" className="mt-3 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="assign" />
          <input type="hidden" name="poolId" value={pool.id} />
          <SelectField
            label="Give a seat to"
            name="member"
            options={candidates}
            emptyOption="Choose a member"
            required
          />
          <SubmitButton busy={busyIntent === "assign"} busyLabel="Giving…">
            Give the seat<span className="sr-only">: {pool.name}</span>
          </SubmitButton>
        </Form>
      ) : null}
      {isAdmin ? (
        <div className="mt-4">
          <DataTable
            label={`Seats: ${pool.name}`}
            columns={columns}
            rows={pool.seats}
            rowKey={(seat) => seat.id}
            minWidth="36rem"
            stackOnPhone
          />
        </div>
      ) : null}
    </section>
  );
}
