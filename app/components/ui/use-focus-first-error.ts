import { type RefObject, useEffect } from "react";

/**
 * After a submission comes back, move focus to the first field in error, or
 * to the form's alert, or to its success message: the outcome is announced,
 * and focus never falls back to the page when the control that had it is
 * replaced or removed.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, result: unknown) {
  useEffect(() => {
    if (!result || !form.current) return;
    const invalid = form.current.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A group in error (a fieldset of checkboxes) cannot take focus: its first control does.
    const target =
      (invalid?.matches("fieldset")
        ? invalid.querySelector<HTMLElement>("input, select, textarea, button")
        : invalid) ??
      form.current.querySelector<HTMLElement>('[role="alert"]') ??
      form.current.querySelector<HTMLElement>("[data-form-alert]");
    target?.focus();
  }, [form, result]);
}
