import { asc, eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { staffAuditLog } from "~/db/schema/staff";
import { shredAuditEntries } from "~/modules/staff/shred-audit-entries.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { COURSE } from "../support/attendance-fixtures";
import {
  insertEarlyCourse,
  migrationsBefore,
  openDatabaseMigratedTo,
} from "../support/migrations-before";

// The migration that lets the audit log's details be shredded (docs/decisions/0041):
// on a log written by the previous release, the entries about records the retention
// schedule had already deleted (a certificate, an attendance correction) are shredded
// when it runs; every other entry keeps its details; afterwards the database still
// refuses every change but the shredding, and every deletion.

describe.each(DATABASE_KINDS)("the audit log shredding migration on %s", (kind) => {
  const cleanUp: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it("shreds the entries about records already purged and keeps the rest as they were", async () => {
    const before = migrationsBefore("_audit_log_shredding");
    cleanUp.push(() => before.remove());
    const { handle, close } = await openDatabaseMigratedTo(kind, before.folder);
    cleanUp.push(close);
    const db = handle.db;

    await insertEarlyCourse(db, COURSE);
    await db.execute(sql`
      insert into states (slug, name, code, position) values ('new-york', 'New York', 'NY', 1)`);
    await db.execute(sql`
      insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number,
        course_title, format, approval_status, approval_number, completed_on, credits,
        credit_hour_minutes, codes_entered, codes_total, watched_seconds, affirmation_text,
        typed_name, affirmed_at, retain_until)
      values ('LX-KEPT-0001', null, ${COURSE}, 'new-york', 'Zoë Kept', '1', 'A course',
        'self-study', 'approved', 'NY-1', '2026-11-20', '{"general": 1}', 50, 1, 1, 3600,
        'I attended.', 'Zoë Kept', now(), '2030-11-20')`);
    await db.execute(sql`
      insert into attendance_corrections (id, uid, course_id, outcome, reason, evidence,
        created_by_email, retain_until)
      values ('atc-kept', null, ${COURSE}, 'attended', 'Lost connection.', 'Removed when the account was closed.',
        'compliance@example.com', '2030-11-20')`);
    // As the previous release wrote them; the purged certificate and correction are gone.
    const rows: [string, string, string, unknown, string | null][] = [
      ["certificate.reissue", "certificate", "LX-GONE-0001", { attorneyName: "Zoë Gone" }, "Typo."],
      ["certificate.revoke", "certificate", "LX-KEPT-0001", { status: "revoked" }, "Zoë Kept."],
      ["attendance.correct", "attendee", "att-1", { correctionId: "atc-gone" }, "Zoë left."],
      ["attendance.correct", "attendee", "att-1", { correctionId: "atc-kept" }, "Zoë stayed."],
      ["course.update", "course", COURSE, { title: "Persuasive brief writing" }, null],
      ["records.retention-purge", "certificates", "2030-11-21", { deleted: 1 }, "Ended."],
    ];
    for (const [action, recordType, recordId, after, reason] of rows) {
      await db.execute(sql`
        insert into staff_audit_log (at, actor_id, actor_email, actor_roles, action, record_type,
          record_id, before, after, reason, ip_address)
        values ('2026-11-25T10:00:00Z', 'staff-1', 'compliance@example.com',
          '{compliance_officer}', ${action}, ${recordType}, ${recordId}, null,
          ${JSON.stringify(after)}::jsonb, ${reason}, '203.0.113.7')`);
    }

    await handle.migrate();

    const entries = await db.select().from(staffAuditLog).orderBy(asc(staffAuditLog.id));
    const who = {
      at: new Date("2026-11-25T10:00:00Z"),
      actorId: "staff-1",
      actorEmail: "compliance@example.com",
      actorRoles: ["compliance_officer"],
      ipAddress: "203.0.113.7",
      before: null,
    };
    const shredded = { after: null, reason: null, shreddedAt: expect.any(Date) };
    expect(entries).toEqual([
      {
        ...who,
        id: expect.any(Number),
        action: "certificate.reissue",
        recordType: "certificate",
        recordId: "LX-GONE-0001",
        ...shredded,
      },
      {
        ...who,
        id: expect.any(Number),
        action: "certificate.revoke",
        recordType: "certificate",
        recordId: "LX-KEPT-0001",
        after: { status: "revoked" },
        reason: "Zoë Kept.",
        shreddedAt: null,
      },
      {
        ...who,
        id: expect.any(Number),
        action: "attendance.correct",
        recordType: "attendee",
        recordId: "att-1",
        ...shredded,
      },
      {
        ...who,
        id: expect.any(Number),
        action: "attendance.correct",
        recordType: "attendee",
        recordId: "att-1",
        after: { correctionId: "atc-kept" },
        reason: "Zoë stayed.",
        shreddedAt: null,
      },
      {
        ...who,
        id: expect.any(Number),
        action: "course.update",
        recordType: "course",
        recordId: COURSE,
        after: { title: "Persuasive brief writing" },
        reason: null,
        shreddedAt: null,
      },
      {
        ...who,
        id: expect.any(Number),
        action: "records.retention-purge",
        recordType: "certificates",
        recordId: "2030-11-21",
        after: { deleted: 1 },
        reason: "Ended.",
        shreddedAt: null,
      },
    ]);

    // Still append-only: no change but the shredding, no deletion.
    const course = entries[4]?.id ?? 0;
    for (const statement of [
      sql`update staff_audit_log set reason = 'changed' where id = ${course}`,
      sql`update staff_audit_log set shredded_at = null where shredded_at is not null`,
      sql`delete from staff_audit_log where id = ${course}`,
      sql`truncate staff_audit_log`,
    ]) {
      const failure = await db.execute(statement).then(
        () => null,
        (error: unknown) => error as { cause?: { message?: string } },
      );
      expect(failure?.cause?.message).toMatch(/append-only/);
    }
    expect(await shredAuditEntries(db, eq(staffAuditLog.id, course), new Date())).toBe(1);
  });
});
