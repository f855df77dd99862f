import { REGISTRATION_MESSAGES } from "./registration-messages";

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

/** Each view's title, in the dialog and on the registration page. */
export function registrationViewTitle(view: RegistrationView): string {
  switch (view.view) {
    case "sign-in":
      return "Sign In Required";
    case "registered":
      return "You're registered";
    case "closed":
      return "Secure Your Spot";
    case "form":
      return `Register: ${view.courseName}`;
  }
}

/** What a view that only says something says (spec §8). */
export function registrationViewMessage(view: Exclude<RegistrationView, { view: "form" }>): string {
  switch (view.view) {
    case "sign-in":
      return REGISTRATION_MESSAGES.signedOut;
    case "registered":
      return REGISTRATION_MESSAGES.alreadyRegisteredView;
    case "closed":
      return view.message;
  }
}
