/** Which questions a list shows (the console's filter, in the URL). */
export const QUESTION_FILTERS = ["open", "answered", "all"] as const;
export type QuestionFilter = (typeof QUESTION_FILTERS)[number];
