import { createContext, useContext, useEffect, useMemo, useRef } from "react";
import { useNavigation } from "react-router";
import {
  postedScope,
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

/**
 * A tracker page's form state: its action's last answer, the form being sent
 * now (read from the navigation), and today. Given to the page's forms
 * through TrackerFormContext.
 */
export function useTrackerFormState(reply: TrackerReply | null, today: string): TrackerFormState {
  const navigation = useNavigation();
  const sending = navigation.state === "submitting" ? navigation.formData : undefined;
  const pendingIntent = sending?.get("intent");
  return useMemo<TrackerFormState>(() => {
    const intent = typeof pendingIntent === "string" ? pendingIntent : null;
    return {
      reply,
      pending: intent ? { intent, ...postedScope((name) => sending?.get(name)) } : null,
      today,
    };
  }, [reply, sending, pendingIntent, today]);
}

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
