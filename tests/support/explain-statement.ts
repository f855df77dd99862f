import { type SQL, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";

/** A statement Drizzle built, as SQL that `execute` runs with its parameters bound (to explain it). */
export function bound(query: { toSQL(): { sql: string; params: unknown[] } }): SQL {
  const { sql: text, params } = query.toSQL();
  const chunks: SQL[] = [];
  let last = 0;
  for (const match of text.matchAll(/\$(\d+)/g)) {
    chunks.push(sql.raw(text.slice(last, match.index)));
    chunks.push(sql`${params[Number(match[1]) - 1]}`);
    last = (match.index ?? 0) + match[0].length;
  }
  chunks.push(sql.raw(text.slice(last)));
  return sql.join(chunks, sql``);
}

/** One node of PostgreSQL's plan, as `explain (format json)` gives it. */
export type PlanNode = {
  "Node Type": string;
  "Relation Name"?: string;
  "Index Name"?: string;
  "Plan Rows"?: number;
  Plans?: PlanNode[];
  [key: string]: unknown;
};

/** A plan's nodes, the root first. */
export function nodes(plan: PlanNode): PlanNode[] {
  return [plan, ...(plan.Plans ?? []).flatMap(nodes)];
}

/** The plan PostgreSQL (or PGlite) would run for a statement. */
export async function explain(db: Database, statement: SQL): Promise<PlanNode> {
  const result = await db.execute(sql`explain (format json) ${statement}`);
  // Both drivers answer `execute` with the rows under `rows`.
  const [row] = (result as unknown as { rows: Record<string, unknown>[] }).rows;
  const value = row ? Object.values(row)[0] : undefined;
  const parsed = (typeof value === "string" ? JSON.parse(value) : value) as { Plan: PlanNode }[];
  const plan = parsed[0]?.Plan;
  if (!plan) throw new Error("no plan");
  return plan;
}
