import { eq, sql } from "drizzle-orm";
import pg from "pg";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { readInSnapshot } from "~/db/read-in-snapshot.server";
import { user } from "~/db/schema/auth";
import { staffAuditLog, staffIdentityConfirmations } from "~/db/schema/staff";
import { csvField } from "~/lib/csv-stream.server";
import { sentenceText } from "~/modules/staff/audit-sentence";
import { grantStaffRole, revokeStaffRole } from "~/modules/staff/grant-staff-role.server";
import {
  latestAuditEntries,
  listAuditLog,
  readAuditLog,
} from "~/modules/staff/list-audit-log.server";
import { readAuditExportLines } from "~/modules/staff/read-audit-export.server";
import { readStaffRoles } from "~/modules/staff/read-staff-roles.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { hasRecentSignIn, requireStaff } from "~/modules/staff/require-staff.server";
import { runStaffCommand } from "../../server/staff-command";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { browserRequest, createTestContext } from "../setup/test-services";

const SHELL: StaffActor = { id: null, email: "shell:ops@host", roles: [], ipAddress: null };

describe.each(DATABASE_KINDS)("staff roles and the audit log on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
  });
  afterAll(() => database?.destroy());

  const confirmedMember = async (tag: string) => {
    const member = await signUpMember(context, `${kind}-${tag}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, member.user.id));
    return { ...member, user: { ...member.user, emailVerified: true } };
  };

  it("refuses UPDATE, DELETE and TRUNCATE on the audit log, whoever asks", async () => {
    await database.db.insert(staffAuditLog).values({
      actorEmail: "someone@example.com",
      actorRoles: ["administrator"],
      action: "test.entry",
      recordType: "test",
      recordId: "1",
    });
    for (const statement of [
      sql`update staff_audit_log set action = 'changed'`,
      sql`delete from staff_audit_log`,
      sql`truncate staff_audit_log`,
    ]) {
      const failure = await database.db.execute(statement).then(
        () => null,
        (error: unknown) => error as { cause?: { message?: string } },
      );
      expect(failure?.cause?.message).toMatch(/append-only/);
    }
    const kept = await database.db
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "test.entry"));
    expect(kept).toHaveLength(1);
  });

  it("grants a role only to a confirmed account, once, with one audit entry", async () => {
    const unconfirmed = await signUpMember(context, `${kind}-unconfirmed`);
    expect(await grantStaffRole(database.db, SHELL, unconfirmed.email, "support")).toEqual({
      ok: false,
      reason: "unconfirmed",
    });
    expect(await grantStaffRole(database.db, SHELL, "nobody@example.com", "support")).toEqual({
      ok: false,
      reason: "no-account",
    });
    const member = await confirmedMember("support");
    const first = await grantStaffRole(database.db, SHELL, member.email.toUpperCase(), "support");
    expect(first).toMatchObject({ ok: true, changed: true });
    expect(await grantStaffRole(database.db, SHELL, member.email, "support")).toMatchObject({
      ok: true,
      changed: false,
    });
    expect(await readStaffRoles(database.db, member.user, [])).toEqual(["support"]);
    const entries = await listAuditLog(database.db, { record: member.user.id }, null);
    expect(entries.total.count).toBe(1);
    expect(entries.entries[0]).toMatchObject({
      action: "staff.grant",
      actorEmail: "shell:ops@host",
      after: { role: "support" },
    });
  });

  it("makes a confirmed address in STAFF_EMAILS an administrator, an unconfirmed one nothing", async () => {
    const member = await confirmedMember("bootstrap");
    expect(await readStaffRoles(database.db, member.user, [member.email])).toEqual([
      "administrator",
    ]);
    expect(
      await readStaffRoles(database.db, { ...member.user, emailVerified: false }, [member.email]),
    ).toEqual([]);
  });

  it("guards staff pages by permission: a login redirect, a 403, or the staff member", async () => {
    const attorney = await confirmedMember("attorney");
    const manager = await confirmedMember("manager");
    await grantStaffRole(database.db, SHELL, manager.email, "course_manager");
    const guard = (cookie: string | undefined, permission: "sessions.manage" | "audit.view") =>
      requireStaff(browserRequest("/staff/x", { cookie }), { ...context }, permission).then(
        (staff) => staff.roles,
        (thrown: unknown) => {
          if (thrown instanceof Response) return thrown.status;
          return (thrown as { init?: { status?: number } }).init?.status;
        },
      );
    expect(await guard(undefined, "sessions.manage")).toBe(302);
    expect(await guard(attorney.cookie, "sessions.manage")).toBe(403);
    expect(await guard(manager.cookie, "audit.view")).toBe(403);
    expect(await guard(manager.cookie, "sessions.manage")).toEqual(["course_manager"]);
  });

  it("keeps the last administrator, and two revocations at once leave one", async () => {
    const a = await confirmedMember("admin-a");
    const b = await confirmedMember("admin-b");
    await grantStaffRole(database.db, SHELL, a.email, "administrator");
    await grantStaffRole(database.db, SHELL, b.email, "administrator");
    const options = { staffEmails: ["never-signed-up@example.com"] };
    const results = await Promise.all([
      revokeStaffRole(database.db, SHELL, a.email, "administrator", options),
      revokeStaffRole(database.db, SHELL, b.email, "administrator", options),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect(results.filter((result) => !result.ok)).toEqual([
      { ok: false, reason: "last-administrator" },
    ]);
  });

  it("counts a sign-in or a confirmed password as recent for 15 minutes", async () => {
    const member = await confirmedMember("recent");
    await grantStaffRole(database.db, SHELL, member.email, "support");
    const staff = await requireStaff(
      browserRequest("/staff", { cookie: member.cookie }),
      { ...context },
      "overview.view",
    );
    const later = new Date(staff.session.signedInAt + 16 * 60_000);
    expect(await hasRecentSignIn(context, staff, new Date(staff.session.signedInAt + 60_000))).toBe(
      true,
    );
    expect(await hasRecentSignIn(context, staff, later)).toBe(false);
    await database.db
      .insert(staffIdentityConfirmations)
      .values({ sessionId: staff.session.id, confirmedAt: new Date(later.getTime() - 60_000) });
    expect(await hasRecentSignIn(context, staff, later)).toBe(true);
  });

  it("runs npm run staff's commands, each change in the audit log", async () => {
    const member = await confirmedMember("command");
    expect(
      await runStaffCommand(database.db, ["grant", member.email, "boss"], [], SHELL),
    ).toMatchObject({
      code: 2,
    });
    expect(
      await runStaffCommand(database.db, ["grant", member.email, "compliance_officer"], [], SHELL),
    ).toEqual({ code: 0, output: `${member.email} is now Compliance officer.` });
    const listed = await runStaffCommand(database.db, ["list"], [], SHELL);
    expect(listed.output).toContain(`${member.email}\tAda Lovelace\tcompliance_officer`);
    expect(
      await runStaffCommand(database.db, ["revoke", member.email, "compliance_officer"], [], SHELL),
    ).toEqual({ code: 0, output: `${member.email} is no longer Compliance officer.` });
    const actions = (await listAuditLog(database.db, { record: member.user.id }, null)).entries.map(
      (entry) => entry.action,
    );
    expect(actions).toEqual(["staff.revoke", "staff.grant"]);
  });

  it("filters the log and reads all of it in batches, newest first", async () => {
    const all = [];
    for await (const entry of readAuditLog(database.db, {}, 2)) all.push(entry.id);
    const { total } = await listAuditLog(database.db, {}, null);
    expect(all).toHaveLength(total.count);
    expect([...all].sort((x, y) => y - x)).toEqual(all);
    const byPerson = await listAuditLog(database.db, { person: "OPS@" }, null);
    expect(byPerson.total.count).toBe(total.count - 1);
    const none = await listAuditLog(database.db, { person: "%" }, null);
    expect(none.total.count).toBe(0);
  });

  it("exports the log described, batch by batch, in one snapshot, each read in turn", async () => {
    // The next batch and its names are read while one is handed on; on one
    // connection the reads must not queue in the driver. pg warns once a
    // process, and only from the third query in line (a test worker runs many
    // files): here any query sent while one is under way on the same
    // connection is counted.
    type Busy = { _activeQuery?: unknown; _queryQueue?: unknown[] };
    const query = pg.Client.prototype.query;
    let queued = 0;
    pg.Client.prototype.query = function (this: pg.Client & Busy, ...args: unknown[]) {
      if (this._activeQuery || (this._queryQueue?.length ?? 0) > 0) queued += 1;
      // The overloads of query() are passed on as they came.
      return (query as (...each: unknown[]) => unknown).apply(this, args);
    } as typeof query;
    let exported = "";
    try {
      const batches = readInSnapshot(database, (tx) => readAuditExportLines(tx, {}, 2));
      for await (const batch of batches) {
        expect(batch.text.split("\r\n").length - 1).toBeLessThanOrEqual(2);
        exported += batch.text;
      }
      await new Promise((resolve) => setImmediate(resolve));
    } finally {
      pg.Client.prototype.query = query;
    }
    expect(queued, "queries queued behind another on one connection").toBe(0);
    // The database writes most of each line: the same bytes as the entry's
    // fields written one by one by the server.
    const described = await latestAuditEntries(database.db, 1000);
    expect(described.length).toBeGreaterThan(2);
    const json = (value: unknown) => (value === null ? null : JSON.stringify(value));
    const expected = described
      .map(
        (entry) =>
          `${[
            entry.id,
            entry.at.toISOString(),
            entry.actorEmail,
            entry.actorRoles.join(" "),
            entry.action,
            entry.recordType,
            entry.recordId,
            sentenceText(entry.sentence),
            json(entry.before),
            json(entry.after),
            entry.reason,
            entry.ipAddress,
            entry.shreddedAt?.toISOString() ?? null,
          ]
            .map((value) => csvField(value))
            .join(",")}\r\n`,
      )
      .join("");
    expect(exported).toBe(expected);
    // Batches written a slice at a time, with turns between: the same file.
    let sliced = "";
    const slices = readInSnapshot(database, (tx) => readAuditExportLines(tx, {}, 5, 2));
    for await (const slice of slices) {
      expect(slice.text.split("\r\n").length - 1).toBeLessThanOrEqual(2);
      sliced += slice.text;
    }
    expect(sliced).toBe(expected);
  });
});
