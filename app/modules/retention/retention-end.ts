import {
  PROVIDER_OBLIGATIONS,
  retentionYearsFor,
} from "~/content/state-rules/provider-obligations";
import { addMonths, formatDay, requireDay } from "~/lib/iso-dates";

/** An ISO day plus whole years (29 February is held to the 28th in a common year, as PostgreSQL does). */
export function addYears(isoDay: string, years: number): string {
  return formatDay(addMonths(requireDay(isoDay, "day"), years * 12));
}

/**
 * The last day a completion's records must be kept: the completion day plus
 * the longest retention period among the states in which credit was claimed
 * for it (the default where a state's period is unconfirmed), under the
 * versions of their rules in force since that day.
 */
export function retentionEnd(completedOn: string, claimedIn: Iterable<string>): string {
  return addYears(completedOn, retentionYearsFor(claimedIn, completedOn));
}

/**
 * The longest period of any state: used for a record whose account closed
 * without its end being written (an older release deleting it mid-deploy),
 * so it is never purged early.
 */
export const LONGEST_RETENTION_YEARS = retentionYearsFor(
  PROVIDER_OBLIGATIONS.map((state) => state.slug),
);
