// The free guide form's wording, limits and typed values: what the page needs
// without zod, which only the action (on the server) runs.
import { SITE_NAME } from "~/content/site";

/**
 * The consent sentence beside the required checkbox. It is stored with the
 * lead word for word, so the record says what the visitor agreed to.
 */
export const FREE_GUIDE_CONSENT_TEXT = `Send me the free guide by e-mail. ${SITE_NAME} keeps my e-mail address and this consent as the record of my request, and deletes them whenever I ask.`;

/** The optional newsletter checkbox's label (the newsletter is double opt-in). */
export const FREE_GUIDE_NEWSLETTER_TEXT =
  "Also send me the newsletter about new courses and early enrollment. I will get a link to confirm first, and every issue has a one-click unsubscribe link.";

export const FREE_GUIDE_LIMITS = { nameMax: 100 } as const;

/** Where the form posts: the page's own action; the fragment brings a post without script back to the form. */
export const FREE_GUIDE_ACTION = "/free-guide#request";

/** What the visitor typed, sent back with field messages so a post without script keeps it. */
export type FreeGuideValues = {
  email: string;
  name: string;
  consent: boolean;
  newsletter: boolean;
};
