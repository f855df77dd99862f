/** Facts about the provider itself, shared by server and UI. */
export const SITE_NAME = "LexEdge CLE";
export const SITE_TAGLINE = "Continuing legal education on AI in legal practice";
export const SITE_DESCRIPTION =
  "Accredited continuing legal education on artificial intelligence in legal practice: live webcasts and on-demand courses for attorneys, approved in 13 states.";
/** Time zone in which live sessions are scheduled and shown. */
export const SCHEDULE_TIME_ZONE = "America/New_York";
