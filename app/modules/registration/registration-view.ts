/** What the registration dialog shows, as its GET answers (spec §4). */
export type RegistrationView =
  | { view: "sign-in" }
  | { view: "registered" }
  | { view: "closed"; message: string }
  | {
      view: "form";
      courseName: string;
      liveDate: string | null;
      prefill: { firstName: string; lastName: string; email: string; state: string };
    };
