import { useEffect, useId, useRef, useState } from "react";
import { Form, useNavigation } from "react-router";

const DANGER_LINK =
  "min-h-6 rounded px-2 py-1 text-red-800 text-sm underline hover:bg-red-50 disabled:opacity-60";

/**
 * "Remove" on an unpaid order: in the browser it asks first (the order goes
 * from the list); without JavaScript the button removes at once.
 */
export function RemoveOrderButton({ orderId, itemName }: { orderId: string; itemName: string }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("orderId") === orderId;
  const [asking, setAsking] = useState(false);
  const questionId = useId();
  const first = useRef<HTMLButtonElement>(null);
  const confirm = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (asking) confirm.current?.focus();
  }, [asking]);
  return (
    <Form method="post" className="inline-flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="remove-order" />
      <input type="hidden" name="orderId" value={orderId} />
      {asking ? (
        <>
          <span id={questionId} className="font-medium text-sm">
            Remove this unpaid order?
          </span>
          <button
            ref={confirm}
            type="submit"
            aria-describedby={questionId}
            className={DANGER_LINK}
            disabled={busy}
          >
            {busy ? "Removing..." : "Yes, remove"}
            <span className="sr-only"> the order for {itemName}</span>
          </button>
          <button
            type="button"
            className="min-h-6 px-1 text-brand-700 text-sm underline"
            onClick={() => {
              setAsking(false);
              requestAnimationFrame(() => first.current?.focus());
            }}
          >
            Cancel
          </button>
        </>
      ) : (
        <button
          ref={first}
          type="submit"
          className={DANGER_LINK}
          onClick={(event) => {
            event.preventDefault();
            setAsking(true);
          }}
        >
          Remove<span className="sr-only"> the unpaid order for {itemName}</span>
        </button>
      )}
    </Form>
  );
}
