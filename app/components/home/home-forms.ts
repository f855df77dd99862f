/**
 * The home page's forms (the two newsletter sign-ups and the contact form)
 * post to the page itself, each with its intent, so they work before the
 * page's scripts run (and without script): the answer is the page again,
 * with the reply beside the form that was sent. Once hydrated they post the
 * same way, through a fetcher, and the page stays as it is.
 */
export const HOME_FORM_INTENTS = {
  hero: "newsletter-hero",
  upcoming: "newsletter-upcoming",
  contact: "contact",
} as const;

/** Where a home form posts: the index route, back at the form's own section without script. */
export function homeFormAction(anchor?: string): string {
  return anchor ? `/?index#${anchor}` : "/?index";
}

/** What was typed in a home form, shown again after a refusal of a post without script. */
export type HomeFormValues = { name: string; email: string; phone: string; message: string };
