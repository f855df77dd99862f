import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { asc, sql } from "drizzle-orm";
import type { NodePgDatabase } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import type { PgliteDatabase } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { COURSES } from "~/content/catalogue";
import { shippedArtworkFor } from "~/content/course-artwork";
import { type DatabaseHandle, openDatabase } from "~/db/client.server";
import { courses, faculty } from "~/db/schema/catalogue";
import { createScratchDatabase, DATABASE_KINDS } from "../setup/test-database";

// The artwork migration on a database from before it: seeded courses whose
// artwork staff never changed take their own illustration and its
// description; one staff changed keeps theirs; the seeded faculty get their
// drawn portraits, a member staff added none.

type Journal = { entries: { tag: string }[] };

/** drizzle/ as it was before the artwork migration. */
function migrationsBeforeArtwork(): string {
  const folder = mkdtempSync(path.join(tmpdir(), "cle-artwork-migration-"));
  cpSync("drizzle", folder, { recursive: true });
  const journalPath = path.join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith("_artwork_and_portraits"));
  expect(at).toBeGreaterThan(0);
  for (const entry of journal.entries.slice(at)) rmSync(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

describe.each(DATABASE_KINDS)("the artwork migration on %s", (kind) => {
  const cleanups: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it("points untouched seeded courses and faculty at their own pictures, and leaves staff's alone", async () => {
    const folder = migrationsBeforeArtwork();
    cleanups.push(() => rmSync(folder, { recursive: true, force: true }));
    let handle: DatabaseHandle;
    if (kind === "pglite") {
      handle = await openDatabase({ kind: "pglite", dataDir: "memory" });
      cleanups.push(() => handle.close());
      await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
    } else {
      const scratch = await createScratchDatabase(
        process.env.TEST_DATABASE_URL ?? "",
        `cle_migration_${process.pid}`,
      );
      cleanups.push(() => scratch.drop());
      handle = await openDatabase({ kind: "postgres", url: scratch.url, poolSize: 2 });
      cleanups.push(() => handle.close());
      await migratePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
    }
    const db = handle.db;
    await db.execute(sql`insert into course_categories (slug, name, description, position)
      values ('ai', 'AI', 'AI.', 0), ('ethics', 'Ethics', 'Ethics.', 1)`);
    // As the former seed wrote them: the subject's shared picture, no description.
    const seeded = COURSES.filter((course) => course.categorySlug === "ai").slice(0, 2);
    const [first, second] = seeded;
    if (!first || !second) throw new Error("two AI courses expected");
    const row = (id: string, position: number, category: string, image: string, alt: string) =>
      db.execute(sql`insert into courses
        (id, slug, position, title, summary, description, category_slug, status, format, image_path, image_alt)
        values (${id}, ${id}, ${position}, ${id}, 'S', 'D', ${category}, 'published', 'on_demand', ${image}, ${alt})`);
    await row(first.id, 0, "ai", "/images/courses/ai.svg", "");
    // Staff changed this one's picture and described it: it stays as they left it.
    await row(second.id, 1, "ai", "/images/courses/ethics.svg", "Our own description");
    // A draft staff added, on the subject picture without a description.
    await row("staff-draft", 2, "ethics", "/images/courses/ethics.svg", "");
    await db.execute(sql`insert into faculty (id, name, title, organisation, bio)
      values ('daniela-ruiz', 'Daniela Ruiz', 'T', 'O', 'B'), ('new-speaker', 'New', 'T', 'O', 'B')`);

    await handle.migrate();

    const after = await db
      .select({
        id: courses.id,
        imagePath: courses.imagePath,
        imageAlt: courses.imageAlt,
        imageKey: courses.imageKey,
        size: sql<string>`${courses.imageWidth} || 'x' || ${courses.imageHeight}`,
      })
      .from(courses)
      .orderBy(asc(courses.position));
    const own = shippedArtworkFor(first.id, "ai");
    expect(after).toEqual([
      { id: first.id, imagePath: own.path, imageAlt: own.alt, imageKey: null, size: "640x320" },
      {
        id: second.id,
        imagePath: "/images/courses/ethics.svg",
        imageAlt: "Our own description",
        imageKey: null,
        size: "640x320",
      },
      {
        id: "staff-draft",
        imagePath: "/images/courses/ethics.svg",
        imageAlt: shippedArtworkFor("staff-draft", "ethics").alt,
        imageKey: null,
        size: "640x320",
      },
    ]);
    const members = await db
      .select({ id: faculty.id, portraitPath: faculty.portraitPath })
      .from(faculty)
      .orderBy(asc(faculty.id));
    expect(members).toEqual([
      { id: "daniela-ruiz", portraitPath: "/images/faculty/daniela-ruiz.svg" },
      { id: "new-speaker", portraitPath: null },
    ]);
  });
});
