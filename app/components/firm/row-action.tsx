import { Form, useNavigation } from "react-router";

/**
 * One button acting on one row (a member, an invitation): a small form of
 * its own posting the intent and the row's id, so it works before scripts load.
 */
export function RowAction({
  intent,
  field,
  id,
  label,
  who,
  danger = false,
}: {
  intent: string;
  field: "memberId" | "invitationId";
  id: string;
  label: string;
  /** Whom it acts on: the button's name is "label: who" (it starts with what it shows). */
  who: string;
  danger?: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get(field) === id;
  return (
    <Form method="post" preventScrollReset className="inline">
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={field} value={id} />
      <button
        type="submit"
        disabled={busy}
        aria-label={`${label}: ${who}`}
        className={`min-h-6 rounded-md px-2 py-1 font-semibold text-sm underline disabled:opacity-60 ${danger ? "text-red-800" : "text-brand-700"}`}
      >
        {label}
      </button>
    </Form>
  );
}
