import { asc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { attendanceCorrections } from "~/db/schema/attendance";
import { user } from "~/db/schema/auth";
import { certificates } from "~/db/schema/certificates";
import { courseRegistrations } from "~/db/schema/registrations";
import { closedAccountsToShred, staffAuditLog } from "~/db/schema/staff";
import { newCertificateId } from "~/modules/certificates/certificate-id.server";
import { keepRecordsOfClosingAccount } from "~/modules/retention/keep-records-of-closing-account.server";
import { purgeExpiredRecords } from "~/modules/retention/purge-expired-records.server";
import { shredAuditEntries } from "~/modules/staff/shred-audit-entries.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { attorney, COURSE, LIVE_COURSE, START } from "../support/attendance-fixtures";

// The staff audit log is append-only, but an entry's details about an attendee
// are shredded when the retention period of the record it concerns ends
// (docs/decisions/0041-shredding-the-audit-log.md): the database lets through
// that one UPDATE and nothing else; the retention schedule does it for exactly
// the entries about what it deletes, and for a closed account's registrations.

const NO_CERTIFICATE_COURSE = "ai-legal-tools-artificial-intelligence-law-cle";

describe.each(DATABASE_KINDS)("shredding the audit log on %s", (kind) => {
  let database: TestDatabase;
  const db = () => database.db;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  /** An entry as the console writes it; its id. */
  async function entry(fields: {
    action: string;
    recordType: string;
    recordId: string;
    before?: unknown;
    after?: unknown;
    reason?: string | null;
  }) {
    const [row] = await db()
      .insert(staffAuditLog)
      .values({
        actorId: "staff-1",
        actorEmail: "compliance@example.com",
        actorRoles: ["compliance_officer"],
        ipAddress: "203.0.113.7",
        before: null,
        after: null,
        ...fields,
      })
      .returning({ id: staffAuditLog.id });
    if (!row) throw new Error("no entry");
    return row.id;
  }

  const rowOf = async (id: number) => {
    const [row] = await db().select().from(staffAuditLog).where(eq(staffAuditLog.id, id));
    return row;
  };

  /** The database's refusal of a statement, or null when it ran. */
  const refusal = (statement: SQL) =>
    db()
      .execute(statement)
      .then(
        () => null,
        (error: unknown) => (error as { cause?: { message?: string } }).cause?.message ?? "",
      );

  it("lets through only the shredding of an entry's details, once", async () => {
    const id = await entry({
      action: "certificate.reissue",
      recordType: "certificate",
      recordId: "LX-TEST-0001",
      before: { attorneyName: "Zoë O'Connor" },
      after: { attorneyName: "Zoë O'Connor-Smith" },
      reason: "The name was incomplete.",
    });
    const original = await rowOf(id);
    const shred = sql`shredded_at = now(), before = null, after = null, reason = null`;
    for (const statement of [
      sql`update staff_audit_log set reason = 'changed' where id = ${id}`,
      sql`update staff_audit_log set after = null where id = ${id}`,
      sql`update staff_audit_log set before = null, after = null, reason = null where id = ${id}`,
      sql`update staff_audit_log set ${shred}, action = 'other' where id = ${id}`,
      sql`update staff_audit_log set ${shred}, at = at - interval '1 day' where id = ${id}`,
      sql`update staff_audit_log set ${shred}, actor_email = 'else@example.com' where id = ${id}`,
      sql`update staff_audit_log set ${shred}, actor_id = null where id = ${id}`,
      sql`update staff_audit_log set ${shred}, record_id = 'LX-OTHER' where id = ${id}`,
      sql`update staff_audit_log set ${shred}, ip_address = null where id = ${id}`,
      sql`update staff_audit_log set shredded_at = now(), before = null, after = null where id = ${id}`,
      sql`update staff_audit_log set shredded_at = at - interval '1 second', before = null, after = null, reason = null where id = ${id}`,
      sql`delete from staff_audit_log where id = ${id}`,
      sql`truncate staff_audit_log`,
    ]) {
      expect(await refusal(statement)).toMatch(/append-only/);
    }
    expect(await rowOf(id)).toEqual(original);

    // The shredding itself, through its one writer.
    const at = new Date("2030-11-21T01:00:00Z");
    expect(await shredAuditEntries(db(), eq(staffAuditLog.id, id), at)).toBe(1);
    const shredded = await rowOf(id);
    expect(shredded).toEqual({
      ...original,
      before: null,
      after: null,
      reason: null,
      shreddedAt: at,
    });

    // Once: never undone, redone or written to again.
    for (const statement of [
      sql`update staff_audit_log set shredded_at = null where id = ${id}`,
      sql`update staff_audit_log set shredded_at = now() where id = ${id}`,
      sql`update staff_audit_log set reason = 'restored' where id = ${id}`,
      sql`update staff_audit_log set after = '{"attorneyName": "Zoë"}' where id = ${id}`,
      sql`delete from staff_audit_log where id = ${id}`,
    ]) {
      expect(await refusal(statement)).toMatch(/append-only/);
    }
    expect(await shredAuditEntries(db(), eq(staffAuditLog.id, id), new Date())).toBe(0);
    expect(await rowOf(id)).toEqual(shredded);

    // An entry cannot be written shredded with its details still in it.
    expect(
      await refusal(sql`insert into staff_audit_log (actor_email, actor_roles, action, record_type,
        record_id, after, shredded_at) values ('a@example.com', '{}', 'x', 'x', '1', '{}', now())`),
    ).toMatch(/staff_audit_log_shredded_has_no_details/);
  });

  /** A certificate of `uid` as the affirmation writes it. */
  async function certificate(
    uid: string,
    fields: { courseId: string; stateSlug: string; completedOn: string },
  ) {
    const id = newCertificateId();
    await db()
      .insert(certificates)
      .values({
        id,
        uid,
        ...fields,
        attorneyName: "Zoë O'Connor",
        barNumber: "4412078",
        courseTitle: "A course",
        format: "self-study",
        approvalStatus: "approved",
        approvalNumber: "26-0010",
        credits: { general: 1 },
        creditHourMinutes: 50,
        codesEntered: 1,
        codesTotal: 1,
        watchedSeconds: 3600,
        affirmationText: "I attended.",
        typedName: "Zoë O'Connor",
        affirmedAt: START,
        issuedAt: START,
      });
    return id;
  }

  async function correction(uid: string, courseId: string) {
    const id = `atc-${uid}-${courseId}`.slice(0, 60);
    await db().insert(attendanceCorrections).values({
      id,
      uid,
      courseId,
      outcome: "attended",
      reason: "Lost connection.",
      evidence: "Support chat with zoe@example.com.",
      createdByEmail: "compliance@example.com",
    });
    return id;
  }

  /** Every entry's id and whether it is shredded, for the ids given. */
  const states = async (ids: number[]) =>
    Object.fromEntries(
      (
        await db()
          .select({ id: staffAuditLog.id, shreddedAt: staffAuditLog.shreddedAt })
          .from(staffAuditLog)
          .where(inArray(staffAuditLog.id, ids))
          .orderBy(asc(staffAuditLog.id))
      ).map((row) => [row.id, row.shreddedAt === null ? "kept" : "shredded"]),
    );

  it("shreds on a moved clock exactly the entries about what the retention schedule deletes", async () => {
    // A closed account: New York (4 years) for one course, Illinois (3) for another, a
    // correction kept with the first and one of a course with no certificate (not kept).
    const closed = await attorney(db(), COURSE);
    const keptLonger = await certificate(closed, {
      courseId: COURSE,
      stateSlug: "new-york",
      completedOn: "2026-11-20",
    });
    const keptShorter = await certificate(closed, {
      courseId: LIVE_COURSE,
      stateSlug: "illinois",
      completedOn: "2026-11-21",
    });
    const keptCorrection = await correction(closed, COURSE);
    const droppedCorrection = await correction(closed, NO_CERTIFICATE_COURSE);
    // An open account, with records long past any period: theirs to keep.
    const open = await attorney(db(), COURSE);
    const openCertificate = await certificate(open, {
      courseId: COURSE,
      stateSlug: "illinois",
      completedOn: "2019-01-10",
    });
    const openCorrection = await correction(open, COURSE);
    const movedAway = await attorney(db(), COURSE);
    // An account closed and put back (a restore) before the schedule ran.
    const restored = await attorney(db(), COURSE);
    // An open account whose id is the closed one's, "_" and more.
    await db()
      .insert(user)
      .values({ id: `${closed}_x`, name: "Ann Lee", email: `${closed}_x@example.com` });

    const about = {
      keptLonger: await entry({
        action: "certificate.reissue",
        recordType: "certificate",
        recordId: keptLonger,
        before: { attorneyName: "Zoe OConnor" },
        after: { attorneyName: "Zoë O'Connor" },
        reason: "The name was misspelt.",
      }),
      keptShorter: await entry({
        action: "certificate.revoke",
        recordType: "certificate",
        recordId: keptShorter,
        after: { status: "revoked" },
        reason: "Zoë did not attend.",
      }),
      keptCorrection: await entry({
        action: "attendance.correct",
        recordType: "attendee",
        recordId: closed,
        after: { correctionId: keptCorrection, evidence: "Support chat with zoe@example.com." },
        reason: "Lost connection.",
      }),
      droppedCorrection: await entry({
        action: "attendance.correct",
        recordType: "attendee",
        recordId: closed,
        after: { correctionId: droppedCorrection, evidence: "Meeting report." },
        reason: "Lost connection.",
      }),
      closedRegistration: await entry({
        action: "registration.move",
        recordType: "registration",
        recordId: `${closed}_${COURSE}`,
        after: { liveSessionId: "s-2" },
        reason: "Zoë is in hospital.",
      }),
      openCertificate: await entry({
        action: "certificate.revoke",
        recordType: "certificate",
        recordId: openCertificate,
        reason: "Issued for the wrong state.",
      }),
      openCorrection: await entry({
        action: "attendance.correct",
        recordType: "attendee",
        recordId: open,
        after: { correctionId: openCorrection, evidence: "Meeting report." },
      }),
      openRegistration: await entry({
        action: "registration.move",
        recordType: "registration",
        recordId: `${open}_${COURSE}`,
        reason: "Asked to.",
      }),
      // An open account whose id begins with the closed one's and "_": its own.
      lookalikeRegistration: await entry({
        action: "registration.move",
        recordType: "registration",
        recordId: `${closed}_x_${COURSE}`,
        reason: "Asked to.",
      }),
      restoredRegistration: await entry({
        action: "registration.move",
        recordType: "registration",
        recordId: `${restored}_${COURSE}`,
        reason: "Asked to.",
      }),
      // An open account's registration deleted (a refund): kept until the account closes.
      refundedRegistration: await entry({
        action: "registration.move",
        recordType: "registration",
        recordId: `${movedAway}_${COURSE}`,
        reason: "Asked to.",
      }),
      course: await entry({ action: "course.update", recordType: "course", recordId: COURSE }),
    };
    await db()
      .delete(courseRegistrations)
      .where(eq(courseRegistrations.id, `${movedAway}_${COURSE}`));
    const ids = Object.values(about);
    const before = new Map(
      (await db().select().from(staffAuditLog).where(inArray(staffAuditLog.id, ids))).map((row) => [
        row.id,
        row,
      ]),
    );
    const stateOf = async () => {
      const now = await states(ids);
      return Object.fromEntries(Object.entries(about).map(([name, id]) => [name, now[id]]));
    };
    const all = (value: string) => Object.fromEntries(Object.keys(about).map((k) => [k, value]));

    // The account closes as deleteAccount closes it: ends written, then the login deleted.
    await keepRecordsOfClosingAccount(db(), closed);
    await db().delete(user).where(eq(user.id, closed));
    const [restoredAccount] = await db().delete(user).where(eq(user.id, restored)).returning();
    if (restoredAccount) await db().insert(user).values(restoredAccount);
    expect(await stateOf()).toEqual(all("kept"));
    // The deletion listed the account for the schedule, in its own statement.
    const listed = () =>
      db()
        .select({ accountId: closedAccountsToShred.accountId })
        .from(closedAccountsToShred)
        .where(inArray(closedAccountsToShred.accountId, [closed, open, movedAway, restored]))
        .orderBy(closedAccountsToShred.accountId);
    expect(await listed()).toEqual([closed, restored].sort().map((accountId) => ({ accountId })));

    // The next run: the correction of the course without a certificate went, and the
    // closed account's registration went with it; nothing else.
    expect(await purgeExpiredRecords(db(), new Date("2027-01-02T01:00:00Z"))).toEqual({
      deleted: 0,
      orders: 0,
      shredded: 2,
    });
    expect(await stateOf()).toEqual({
      ...all("kept"),
      droppedCorrection: "shredded",
      closedRegistration: "shredded",
    });
    // Taken off the list: the next run does not look for it again.
    expect(await listed()).toEqual([]);
    // Illinois' 3 years: not on the last day, the day after.
    expect(await purgeExpiredRecords(db(), new Date("2029-11-21T23:00:00Z"))).toMatchObject({
      deleted: 0,
      shredded: 0,
    });
    expect(await purgeExpiredRecords(db(), new Date("2029-11-22T01:00:00Z"))).toEqual({
      deleted: 1,
      orders: 0,
      shredded: 1,
    });
    expect((await stateOf()).keptShorter).toBe("shredded");
    expect((await stateOf()).keptLonger).toBe("kept");
    // New York's 4 years: the certificate and the correction kept with it.
    expect(await purgeExpiredRecords(db(), new Date("2030-11-20T23:00:00Z"))).toMatchObject({
      deleted: 0,
      shredded: 0,
    });
    expect(await purgeExpiredRecords(db(), new Date("2030-11-21T01:00:00Z"))).toEqual({
      deleted: 1,
      orders: 0,
      shredded: 2,
    });
    expect(await stateOf()).toEqual({
      ...all("kept"),
      keptLonger: "shredded",
      keptShorter: "shredded",
      keptCorrection: "shredded",
      droppedCorrection: "shredded",
      closedRegistration: "shredded",
    });

    // A shredded entry keeps who, what, which record and when; its details are gone.
    for (const [id, row] of before) {
      const now = await rowOf(id);
      if (now?.shreddedAt) {
        expect(now).toEqual({
          ...row,
          before: null,
          after: null,
          reason: null,
          shreddedAt: now.shreddedAt,
        });
      } else {
        expect(now).toEqual(row);
      }
    }
    expect((await rowOf(about.keptLonger))?.shreddedAt).toEqual(new Date("2030-11-21T01:00:00Z"));
    // The schedule's own entries say how many, never what.
    const runs = await db()
      .select()
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "records.retention-purge"))
      .orderBy(asc(staffAuditLog.id));
    expect(runs.map((run) => [run.recordId, run.after, run.shreddedAt])).toEqual([
      ["2027-01-02", { deleted: 0, corrections: 1, shredded: 2 }, null],
      ["2029-11-22", { deleted: 1, shredded: 1 }, null],
      ["2030-11-21", { deleted: 1, corrections: 1, shredded: 2 }, null],
    ]);
    const left = JSON.stringify(
      await db().select().from(staffAuditLog).where(inArray(staffAuditLog.id, ids)),
    );
    expect(left).not.toMatch(/Zoë|zoe@example|hospital|misspelt/);
  });
});
