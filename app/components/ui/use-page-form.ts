import { useEffect, useRef } from "react";
import { useNavigation } from "react-router";
import type { FormFields, FormReply } from "~/lib/form-reply";
import { useFocusFirstError } from "./use-focus-first-error";

/**
 * The state of a page's form, from its action's reply: whether it is being
 * sent, its field messages, and what was typed, to show again after a
 * refused post (a post without script reloads the page). The form is
 * cleared after success and the focus moves to the outcome.
 */
export function usePageForm<Values = FormFields>(
  reply: FormReply<Values> | undefined,
  options: {
    /** Where the form posts (a path, optionally with a fragment), when the page has other forms. */
    action?: string;
    /** On a page of several forms posting an `intent`, this form's: only its post makes it busy. */
    intent?: string;
  } = {},
) {
  const navigation = useNavigation();
  const path = options.action?.split("#")[0];
  const busy =
    navigation.state === "submitting" &&
    (path === undefined || navigation.formAction?.startsWith(path) === true) &&
    (options.intent === undefined || navigation.formData?.get("intent") === options.intent);
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
