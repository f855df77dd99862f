import { type RefObject, useEffect } from "react";

/**
 * After a submission comes back with errors, move focus to the first field
 * in error (or to the form's alert), so the error is announced and fixable
 * without hunting for it.
 */
export function useFocusFirstError(form: RefObject<HTMLElement | null>, result: unknown) {
  useEffect(() => {
    if (!result || !form.current) return;
    const target =
      form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current.querySelector<HTMLElement>('[role="alert"]');
    target?.focus();
  }, [form, result]);
}
