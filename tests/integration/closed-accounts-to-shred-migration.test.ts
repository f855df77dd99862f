import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { closedAccountsToShred } from "~/db/schema/staff";
import { DATABASE_KINDS } from "../setup/test-database";
import { migrationsBefore, openDatabaseMigratedTo } from "../support/migrations-before";

// The migration after which an account's deletion lists it for the retention
// schedule (docs/decisions/0041): accounts closed before it whose registration
// entries still have their details are listed once, as the schedule used to
// find them; an open account, an entry already shredded and an entry about
// something else are not.

describe.each(DATABASE_KINDS)("the closed-accounts list migration on %s", (kind) => {
  const cleanUp: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it("lists the accounts closed before it, then each one as it closes", async () => {
    const before = migrationsBefore("_closed_accounts_to_shred");
    cleanUp.push(() => before.remove());
    const { handle, close } = await openDatabaseMigratedTo(kind, before.folder);
    cleanUp.push(close);
    const db = handle.db;
    await db.execute(sql`
      insert into "user" (id, name, email) values ('open', 'Ada', 'ada@example.com')`);
    const entry = (recordType: string, recordId: string, shredded = false) =>
      db.execute(sql`
        insert into staff_audit_log
          (actor_email, actor_roles, action, record_type, record_id, reason, shredded_at)
        values ('staff@example.com', '{support}', 'registration.move', ${recordType}, ${recordId},
          ${shredded ? null : "Asked to."}, ${shredded ? sql`now()` : null})`);
    await entry("registration", "open_course-a");
    await entry("registration", "closed_course-a");
    await entry("registration", "closed_course-b");
    await entry("registration", "shredded_course-a", true);
    await entry("certificate", "gone_certificate");
    await handle.migrate();
    const listed = () =>
      db
        .select({ accountId: closedAccountsToShred.accountId })
        .from(closedAccountsToShred)
        .orderBy(closedAccountsToShred.accountId);
    expect(await listed()).toEqual([{ accountId: "closed" }]);
    await db.execute(sql`delete from "user" where id = 'open'`);
    expect(await listed()).toEqual([{ accountId: "closed" }, { accountId: "open" }]);
  });
});
