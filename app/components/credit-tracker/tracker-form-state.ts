import { createContext, useContext, useEffect, useRef } from "react";
import {
  replyScope,
  type TrackerReply,
  type TrackerScope,
} from "~/modules/credit-tracker/tracker-reply";

/** The form being sent, and the last answer of the page's action. */
export type TrackerFormState = {
  reply: TrackerReply | null;
  /** The form being submitted now, if any. */
  pending: ({ intent: string } & TrackerScope) | null;
  today: string;
};

export const TrackerFormContext = createContext<TrackerFormState>({
  reply: null,
  pending: null,
  today: "",
});

type Scope = { intent: string; state?: string | null; target?: string | null };

function same(scope: Scope, other: { intent?: string | null } & TrackerScope) {
  return (
    scope.intent === other.intent &&
    (scope.state ?? null) === other.state &&
    (scope.target ?? null) === other.target
  );
}

/** The action's answer when it was about this form (null otherwise). */
export function useTrackerReply(scope: Scope): TrackerReply | null {
  const { reply } = useContext(TrackerFormContext);
  return reply && same(scope, { intent: reply.intent, ...replyScope(reply) }) ? reply : null;
}

/**
 * The action's answer when it was about this form, and whether this form is
 * being sent. A form given `form` as its ref is drawn blank again once it worked.
 */
export function useTrackerForm(scope: Scope) {
  const { pending, today } = useContext(TrackerFormContext);
  const mine = useTrackerReply(scope);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (mine?.ok) form.current?.reset();
  }, [mine]);
  return {
    reply: mine,
    errors: mine?.errors ?? {},
    busy: pending !== null && same(scope, pending),
    form,
    today,
  };
}
