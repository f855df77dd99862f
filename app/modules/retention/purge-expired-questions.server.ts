import { sql } from "drizzle-orm";
import { questionLogRetentionYears } from "~/content/state-rules/question-rules";
import type { Database } from "~/db/client.server";
import { courseQuestions } from "~/db/schema/questions";

/**
 * Deletes the questions on recorded courses (and their answers) kept longer
 * than the longest period any state requires of the log (Ohio: a year),
 * counted from the last thing that happened to each: its answer, or its
 * asking while it stays open. Returns how many went.
 */
export async function purgeExpiredQuestions(
  tx: Pick<Database, "delete">,
  now: Date,
  years = questionLogRetentionYears(),
): Promise<number> {
  const rows = await tx
    .delete(courseQuestions)
    .where(
      sql`coalesce(${courseQuestions.answeredAt}, ${courseQuestions.askedAt}) + make_interval(years => ${years}::int) < ${now.toISOString()}::timestamptz`,
    )
    .returning({ id: courseQuestions.id });
  return rows.length;
}
