import { Form, useNavigation } from "react-router";
import { SubmitButton } from "~/components/ui/submit-button";
import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { formatMoment } from "~/lib/format";

/**
 * The "Undo" of a change that can still be taken back: a post of the change's
 * audit entry and the version it left, until the time it says.
 */
export function UndoButton({
  offer,
  what,
}: {
  offer: { entry: number; version: number; until: string };
  /** What is undone, for the button's accessible name ("the archive": "Undo the archive"). */
  what: string;
}) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("intent") === "undo";
  return (
    <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
      <input type="hidden" name="intent" value="undo" />
      <input type="hidden" name="entry" value={offer.entry} />
      <input type="hidden" name="version" value={offer.version} />
      <SubmitButton busy={busy} busyLabel="Undoing…">
        Undo<span className="sr-only"> {what}</span>
      </SubmitButton>
      <span className="text-sm">
        Until {formatMoment(new Date(offer.until), SCHEDULE_TIME_ZONE)}.
      </span>
    </Form>
  );
}
