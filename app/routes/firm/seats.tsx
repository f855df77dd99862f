import { useRef } from "react";
import { Link, useNavigation } from "react-router";
import { FirmPageFrame } from "~/components/firm/firm-page-frame";
import { SeatPoolSection } from "~/components/firm/seat-pool-section";
import { FormAlert, FormReplyAlert } from "~/components/ui/form-alert";
import { useFocusFirstError } from "~/components/ui/use-focus-first-error";
import { FIRM_SEAT_MESSAGES } from "~/content/firm-seats";
import { refuseForm, replyToForm } from "~/lib/form-reply";
import { pageMeta } from "~/lib/meta";
import { parseIntentSubmission } from "~/lib/parse-submission.server";
import { requireUser } from "~/modules/auth/session.server";
import { seatIntents } from "~/modules/firm-seats/firm-seat-forms";
import { giveFirmSeat } from "~/modules/firm-seats/give-firm-seat.server";
import { listFirmPeople } from "~/modules/firm-seats/list-firm-people.server";
import { listFirmSeatPools } from "~/modules/firm-seats/list-firm-seat-pools.server";
import { loadSeatOutcome } from "~/modules/firm-seats/load-seat-outcome.server";
import { reassignFirmSeat } from "~/modules/firm-seats/reassign-firm-seat.server";
import { releaseFirmSeat } from "~/modules/firm-seats/release-firm-seat.server";
import { requireFirmMember } from "~/modules/firm-seats/require-firm-member.server";
import type { Route } from "./+types/seats";

export const meta: Route.MetaFunction = () =>
  pageMeta(
    "Firm seats",
    "The seats your firm bought: who holds them, and the free ones to give or claim.",
  );

export async function loader({ request, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const membership = await requireFirmMember(db, user.id);
  const now = new Date();
  const [pools, people] = await Promise.all([
    listFirmSeatPools(db, membership.firmId),
    membership.isAdmin ? listFirmPeople(db, membership.firmId) : Promise.resolve([]),
  ]);
  const outcome = await loadSeatOutcome(db, membership.firmId, new URL(request.url).searchParams);
  return {
    uid: user.id,
    firmName: membership.firmName,
    isAdmin: membership.isAdmin,
    people,
    outcome,
    pools: pools.map((pool) => ({
      ...pool,
      started: pool.sessionStartsAt !== null && pool.sessionStartsAt <= now,
    })),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const membership = await requireFirmMember(db, user.id);
  const form = await parseIntentSubmission(request, seatIntents);
  if (!form.ok) return form.response;
  const firmId = membership.firmId;
  if (form.intent === "claim") {
    const result = await giveFirmSeat(db, {
      firmId,
      poolId: form.value.poolId,
      holderUid: user.id,
      givenBy: "claimed",
    });
    return result.ok
      ? replyToForm({ ok: true, message: FIRM_SEAT_MESSAGES.claimed, intent: "claim" })
      : refuseForm(result.message, { status: result.status, intent: "claim" });
  }
  if (!membership.isAdmin) return refuseForm(FIRM_SEAT_MESSAGES.adminsOnly, { status: 403 });
  const result =
    form.intent === "assign"
      ? await giveFirmSeat(db, {
          firmId,
          poolId: form.value.poolId,
          holderUid: form.value.member,
          givenBy: "assigned",
        })
      : form.intent === "reassign"
        ? await reassignFirmSeat(db, {
            firmId,
            seatId: form.value.seatId,
            holderUid: form.value.member,
          })
        : await releaseFirmSeat(db, { firmId, seatId: form.value.seatId });
  if (!result.ok) return refuseForm(result.message, { status: result.status, intent: form.intent });
  return replyToForm({
    ok: true,
    intent: form.intent,
    message: form.intent === "release" ? FIRM_SEAT_MESSAGES.released : FIRM_SEAT_MESSAGES.assigned,
  });
}

export default function FirmSeatsPage({ loaderData, actionData }: Route.ComponentProps) {
  const { pools, people, isAdmin, uid, firmName, outcome } = loaderData;
  const navigation = useNavigation();
  const busyIntent =
    navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : null;
  return (
    <FirmPageFrame
      eyebrow={firmName}
      title="Seats"
      intro={
        isAdmin
          ? "The seats your firm bought. Give them to members, or let members claim them until none are left; an unused course seat can move to someone else until the course starts."
          : "Seats your firm bought for its members: claim a free one, and the course is in your dashboard."
      }
    >
      <FocusedReply reply={actionData} />
      {outcome ? <FormAlert tone="success">{outcome}</FormAlert> : null}
      {isAdmin ? (
        <p className="mt-4">
          <Link
            to="/firm/seats/buy"
            className="inline-block rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
          >
            Buy seats
          </Link>
        </p>
      ) : null}
      {pools.length === 0 ? (
        <p className="mt-6 text-slate-700">
          {isAdmin ? "Your firm has not bought seats yet." : "Your firm has no seats to claim yet."}
        </p>
      ) : (
        pools.map((pool) => (
          <SeatPoolSection
            key={pool.id}
            pool={pool}
            people={people}
            isAdmin={isAdmin}
            uid={uid}
            busyIntent={busyIntent}
          />
        ))
      )}
    </FirmPageFrame>
  );
}

/** The outcome of the last form, focused so it is read out (the page has many small forms). */
function FocusedReply({ reply }: { reply: Route.ComponentProps["actionData"] }) {
  const box = useRef<HTMLDivElement>(null);
  useFocusFirstError(box, reply);
  return (
    <div ref={box}>
      <FormReplyAlert reply={reply} />
    </div>
  );
}
