import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { FormReply } from "~/lib/form-reply";
import { useFocusFirstError } from "./use-focus-first-error";

/**
 * The state of a page's form, from its action's reply: whether it is being
 * sent (to `action`, a path optionally with a fragment, when the page has
 * other forms; else any post), its field messages, and the values to show
 * again after a refused post (a post without script reloads the page). The
 * form is cleared after success and the focus moves to the outcome.
 */
export function usePageForm<Values>(
  reply: FormReply<Values> | undefined,
  action?: string,
  /** On a page of several forms posting an `intent`, this form's: only its post makes it busy. */
  intent?: string,
) {
  const navigation = useNavigation();
  const path = action?.split("#")[0];
  const busy =
    navigation.state === "submitting" &&
    (path === undefined || navigation.formAction?.startsWith(path) === true) &&
    (intent === undefined || navigation.formData?.get("intent") === intent);
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (reply?.ok) form.current?.reset();
  }, [reply]);
  useFocusFirstError(form, reply);
  return {
    form,
    busy,
    errors: reply?.errors ?? {},
    values: reply?.ok ? null : (reply?.values ?? null),
  };
}
