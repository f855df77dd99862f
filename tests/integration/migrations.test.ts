import { spawnSync } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, it } from "vitest";

// The committed migrations must describe the current schema: generating again
// from app/db/schema into a copy of drizzle/ must find nothing to do.
it("drizzle/ is in step with app/db/schema", () => {
  const out = mkdtempSync(path.join(tmpdir(), "cle-migrations-"));
  try {
    cpSync("drizzle", out, { recursive: true });
    const before = readdirSync(out).sort();
    const result = spawnSync(
      "npx",
      [
        "drizzle-kit",
        "generate",
        "--dialect",
        "postgresql",
        "--schema",
        "./app/db/schema/*.ts",
        "--out",
        path.relative(process.cwd(), out),
      ],
      { encoding: "utf8" },
    );
    expect(result.status).toBe(0);
    expect(`${result.stdout}${result.stderr}`).toContain("No schema changes");
    expect(readdirSync(out).sort()).toEqual(before);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
