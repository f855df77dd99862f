import { type PGlite, parse, protocol, type Results, type RowMode } from "@electric-sql/pglite";

// PGlite's query() parses and plans every statement anew, under an unnamed
// name. In its WebAssembly that is most of a statement's cost (a small select
// for a user's rows: ~670 µs, of which ~550 µs parse and plan). The
// application sends the same few hundred statement texts over and over with
// different parameters, so each text is parsed once under its own name and
// then only bound and executed, as node-postgres does with named statements:
// PostgreSQL keeps the plan (a generic one after five runs) and replans by
// itself when a table it reads changes.

/** Statements worth naming: data statements (DDL and session commands run unnamed). */
const NAMEABLE = /^\s*(?:select|insert|update|delete|with)\b/i;
/** PostgreSQL's own limit on named statements is memory; this keeps it small. */
const DEFAULT_LIMIT = 500;
/** Errors after which a named statement is parsed again next time. */
const STALE_STATEMENT = new Set(["0A000", "26000"]);

/** Names are unique in the process, so two caches on one database never collide. */
let counter = 0;

type BackendMessage = Awaited<ReturnType<PGlite["execProtocolStream"]>>[number];
type Statement = { name: string; paramTypes: number[] };

export type StatementCache = {
  /** Runs one statement; the caller holds PGlite's query lock (and its transaction's, if any). */
  run(text: string, params: unknown[], rowMode: RowMode | undefined): Promise<Results>;
  /** How many statement texts are named now (for tests). */
  size(): number;
};

export function createStatementCache(db: PGlite, limit = DEFAULT_LIMIT): StatementCache {
  // Insertion order is recency order: a hit is moved to the end.
  const statements = new Map<string, Statement>();
  const exec = (message: Uint8Array) => db.execProtocolStream(message, { syncToFs: false });

  async function prepare(text: string): Promise<Statement> {
    const nameable = limit > 0 && NAMEABLE.test(text);
    if (nameable && statements.size >= limit) {
      const [oldestText, oldest] = statements.entries().next().value as [string, Statement];
      statements.delete(oldestText);
      await exec(protocol.serialize.close({ type: "S", name: oldest.name }));
    }
    const name = nameable ? `cle_${++counter}` : "";
    await exec(protocol.serialize.parse({ text, name }));
    const paramTypes = parse.parseDescribeStatementResults(
      await exec(protocol.serialize.describe({ type: "S", name })),
    );
    const statement = { name, paramTypes };
    if (nameable) statements.set(text, statement);
    return statement;
  }

  async function run(text: string, params: unknown[], rowMode: RowMode | undefined) {
    const messages: BackendMessage[] = [];
    try {
      let statement = statements.get(text);
      if (statement) {
        statements.delete(text);
        statements.set(text, statement);
      } else {
        statement = await prepare(text);
      }
      const { paramTypes } = statement;
      const values = params.map((param, index) => {
        if (param === null || param === undefined) return null;
        const serialize = db.serializers[paramTypes[index] ?? 0];
        return serialize ? serialize(param) : String(param);
      });
      messages.push(
        ...(await exec(protocol.serialize.bind({ statement: statement.name, values }))),
      );
      messages.push(...(await exec(protocol.serialize.describe({ type: "P" }))));
      messages.push(...(await exec(protocol.serialize.execute({}))));
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (typeof code === "string" && STALE_STATEMENT.has(code)) statements.delete(text);
      throw Object.assign(error as Error, { query: text, params });
    } finally {
      messages.push(...(await exec(protocol.serialize.sync())));
    }
    const [result] = parse.parseResults(messages, db.parsers, { rowMode });
    if (!result) throw new Error("PGlite returned no result");
    return result;
  }

  return { run, size: () => statements.size };
}
