import { useContext } from "react";
import { TrackerFormContext } from "~/components/credit-tracker/tracker-form-state";
import { FormAlert } from "~/components/ui/form-alert";
import { replyScope, type TrackerReply } from "~/modules/credit-tracker/tracker-reply";

/**
 * The form's own message: its problem, or what it did. Forms that disappear
 * once they worked (`errorsOnly`) leave the success to the card's notice.
 */
export function FormNotice({
  reply,
  errorsOnly = false,
}: {
  reply: TrackerReply | null;
  errorsOnly?: boolean;
}) {
  if (!reply) return null;
  if (!reply.ok) return <FormAlert tone="error">{reply.message}</FormAlert>;
  return errorsOnly ? null : <FormAlert tone="success">{reply.message}</FormAlert>;
}

/** Outcomes shown by the state's card rather than by the form that was sent. */
const CARD_OUTCOMES: Record<"period" | "credits", (reply: TrackerReply) => boolean> = {
  // These forms are replaced once they worked (the period is recorded).
  period: (reply) =>
    reply.intent === "delete-period" ||
    (reply.ok &&
      (reply.intent === "birth-date" ||
        reply.intent === "accept-period" ||
        reply.intent === "cycle-end" ||
        (reply.intent === "save-period" && replyScope(reply).target === null))),
  credits: (reply) => reply.intent === "delete-credit",
};

/** The action's answer, when the state's card shows it in this place. */
export function CardNotice({ state, place }: { state: string; place: "period" | "credits" }) {
  const { reply } = useContext(TrackerFormContext);
  if (!reply || replyScope(reply).state !== state || !CARD_OUTCOMES[place](reply)) return null;
  return <FormNotice reply={reply} />;
}
