/** Membership facts shared by sign-up, pricing and the plans page. */
export const FREE_TRIAL_DAYS = 14;
