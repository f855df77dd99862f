import { sql } from "drizzle-orm";
import type { Database } from "./client.server";
import {
  dueUpkeep,
  type TableFigures,
  type TableUpkeep,
  type UpkeepSettings,
} from "./table-upkeep";

/** What one pass did to one table, and how long the database was busy with it. */
export type TableUpkeepDone = TableUpkeep & { ms: number };

type FiguresRow = TableFigures & { schema: string };

/**
 * The application's tables with the figures autovacuum decides by. The
 * counters are read as float8: PostgreSQL's bigints arrive as strings.
 */
export async function readTableFigures(
  db: Database,
): Promise<{ tables: FiguresRow[]; settings: UpkeepSettings }> {
  const [tables, settings] = await Promise.all([
    db.execute(sql`select s.schemaname as "schema", s.relname as "table",
        c.reltuples::float8 as "estimatedRows",
        s.n_dead_tup::float8 as "deadRows",
        s.n_ins_since_vacuum::float8 as "insertedSinceVacuum",
        s.n_mod_since_analyze::float8 as "changedSinceAnalyze",
        age(c.relfrozenxid)::float8 as "transactionAge"
      from pg_stat_user_tables s join pg_class c on c.oid = s.relid
      where c.relkind = 'r'
      order by c.relpages, s.relname`),
    db.execute(sql`select
        current_setting('autovacuum_vacuum_threshold')::float8 as "vacuumThreshold",
        current_setting('autovacuum_vacuum_scale_factor')::float8 as "vacuumScaleFactor",
        current_setting('autovacuum_vacuum_insert_threshold')::float8 as "insertThreshold",
        current_setting('autovacuum_vacuum_insert_scale_factor')::float8 as "insertScaleFactor",
        current_setting('autovacuum_analyze_threshold')::float8 as "analyzeThreshold",
        current_setting('autovacuum_analyze_scale_factor')::float8 as "analyzeScaleFactor",
        current_setting('autovacuum_freeze_max_age')::float8 as "freezeMaxAge"`),
  ]);
  const [first] = (settings as unknown as { rows: UpkeepSettings[] }).rows;
  if (!first) throw new Error("the autovacuum settings could not be read");
  return { tables: (tables as unknown as { rows: FiguresRow[] }).rows, settings: first };
}

/**
 * Vacuums and analyses the tables autovacuum would have (decision 0084),
 * smallest first, one statement per table. The database answers nothing else
 * meanwhile on the embedded database, so a pass starts no new table once it
 * has used `budgetMs`; the rest waits for the next pass. A table the pass
 * reaches is always done whole: VACUUM cannot stop half-way.
 */
export async function vacuumDueTables(
  db: Database,
  options: { budgetMs: number },
): Promise<TableUpkeepDone[]> {
  const { tables, settings } = await readTableFigures(db);
  const done: TableUpkeepDone[] = [];
  const started = performance.now();
  for (const figures of tables) {
    const due = dueUpkeep(figures, settings);
    if (!due) continue;
    if (done.length > 0 && performance.now() - started >= options.budgetMs) break;
    const table = sql`${sql.identifier(figures.schema)}.${sql.identifier(figures.table)}`;
    const tableStarted = performance.now();
    await db.execute(
      due.vacuum
        ? due.analyze
          ? sql`vacuum (analyze) ${table}`
          : sql`vacuum ${table}`
        : sql`analyze ${table}`,
    );
    done.push({ ...due, ms: Math.round(performance.now() - tableStarted) });
  }
  return done;
}
