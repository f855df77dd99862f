import { and, count, desc, eq, inArray, like } from "drizzle-orm";
import type { AppLoadContext } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { user } from "~/db/schema/auth";
import { bulkJobItems, bulkJobs } from "~/db/schema/bulk-jobs";
import { certificates } from "~/db/schema/certificates";
import { inboxItems } from "~/db/schema/inbox";
import { orderRefunds, orders } from "~/db/schema/orders";
import { staffAuditLog, staffRoleGrants } from "~/db/schema/staff";
import { createBulkJob } from "~/modules/bulk/create-bulk-job.server";
import { loadBulkJob } from "~/modules/bulk/load-bulk-job.server";
import { processBulkItems } from "~/modules/bulk/process-bulk-items.server";
import { startBulkJob } from "~/modules/bulk/start-bulk-job.server";
import { selectStaffCertificates } from "~/modules/certificates/list-staff-certificates.server";
import { sendContactMessage } from "~/modules/contact/send-contact-message.server";
import { selectInboxItems } from "~/modules/inbox/list-inbox.server";
import { createTestProvider } from "~/modules/payments/provider.server";
import { selectRefundableOrders } from "~/modules/payments/select-refundable-orders.server";
import { purgeExpiredRecords } from "~/modules/retention/purge-expired-records.server";
import { BULK_JOB_RETENTION_DAYS } from "~/modules/retention/purge-finished-bulk-jobs.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { loader as attendeeExportLoader } from "~/routes/staff/attendees-export";
import { loader as orderExportLoader } from "~/routes/staff/orders-export";
import { seedDatabase } from "../../server/seed-database";
import { signUpMember } from "../setup/sign-up-account";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { createTestContext, outboxMailer } from "../setup/test-services";
import { START } from "../support/attendance-fixtures";
import { COMPLIANCE, certifiedAttorney } from "../support/certificate-fixtures";
import { getFrom } from "../support/route-calls";

const SUPPORT: StaffActor = {
  id: null,
  email: "support@example.com",
  roles: ["support"],
  ipAddress: null,
};

describe.each(DATABASE_KINDS)("bulk actions on %s", (kind) => {
  let database: TestDatabase;
  let context: AppLoadContext;
  const deps = () => ({
    mailer: outboxMailer(database.db),
    baseUrl: "https://cle.test",
    provider: createTestProvider(),
  });
  const resends = async (ids: string[]) =>
    (
      await database.db
        .select({ n: count() })
        .from(staffAuditLog)
        .where(
          and(eq(staffAuditLog.action, "certificate.resend"), inArray(staffAuditLog.recordId, ids)),
        )
    )[0]?.n;

  /** Certificates for `n` attorneys named "<prefix> N". */
  const certified = async (prefix: string, n: number) => {
    const ids: string[] = [];
    for (let index = 0; index < n; index += 1) {
      const { id } = await certifiedAttorney(database.db);
      await database.db
        .update(certificates)
        .set({ attorneyName: `${prefix} ${index + 1}` })
        .where(eq(certificates.id, id));
      ids.push(id);
    }
    return ids;
  };

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    context = createTestContext(database);
    await seedDatabase(database.db, START);
  });
  afterAll(() => database?.destroy());

  it("resends every certificate matching the filter, not only a page: one failure reported, the others sent", async () => {
    const ids = await certified(`Bulkfilter ${kind}`, 4);
    // Ada Park's account is closed: no address to send to.
    await database.db
      .update(certificates)
      .set({ uid: null, attorneyName: `Bulkfilter ${kind} Ada Park` })
      .where(eq(certificates.id, ids[1] ?? ""));
    const items = await selectStaffCertificates(database.db, {
      filters: { q: `Bulkfilter ${kind}`, status: "valid" },
    });
    expect(items?.map((item) => item.id).sort()).toEqual([...ids].sort());
    const jobId = await startBulkJob(database.db, deps(), {
      kind: "certificate.resend",
      actor: COMPLIANCE,
      filter: { q: `Bulkfilter ${kind}`, status: "valid" },
      items: items ?? [],
    });
    const job = await loadBulkJob(database.db, jobId);
    expect(job).toMatchObject({ finished: true, total: 4, done: 3, failed: 1 });
    expect(job?.failures).toEqual([
      {
        itemId: ids[1],
        label: `Bulkfilter ${kind} Ada Park`,
        message: "no e-mail address (the account is closed)",
      },
    ]);
    // Each sent one audited on its own, as on the certificate's page.
    expect(await resends(ids)).toBe(3);
  });

  it("never does one item twice when two workers take the same job at once", async () => {
    const ids = await certified(`Bulkrace ${kind}`, 12);
    const jobId = await createBulkJob(database.db, {
      kind: "certificate.resend",
      actor: COMPLIANCE,
      filter: null,
      items: ids.map((id) => ({ id, label: id })),
    });
    const [first, second] = await Promise.all([
      processBulkItems(database.db, deps(), { jobId, limit: 100 }),
      processBulkItems(database.db, deps(), { jobId, limit: 100 }),
    ]);
    expect((first ?? 0) + (second ?? 0)).toBe(12);
    expect(await resends(ids)).toBe(12);
    expect(await loadBulkJob(database.db, jobId)).toMatchObject({ finished: true, done: 12 });
    // Nothing left for a third.
    expect(await processBulkItems(database.db, deps(), { jobId, limit: 100 })).toBe(0);
  });

  it("closes and assigns inbox items, each audited, reporting one that is gone", async () => {
    const mailer = outboxMailer(database.db);
    for (const name of ["Bulk Ann", "Bulk Ben"]) {
      await sendContactMessage(
        database.db,
        mailer,
        { staffEmail: "staff@example.com" },
        {
          name,
          email: `${name.replace(" ", ".")}-${kind}@example.com`,
          phone: undefined,
          message: "Hello",
        },
      );
    }
    const items =
      (await selectInboxItems(
        database.db,
        { filters: { status: "open", q: `-${kind}@` } },
        "me",
      )) ?? [];
    expect(items.map((item) => item.label).sort()).toEqual(["Bulk Ann", "Bulk Ben"]);
    const jobId = await startBulkJob(database.db, deps(), {
      kind: "inbox.close",
      actor: SUPPORT,
      filter: null,
      items: [...items, { id: "contact:no-such-item", label: "Nobody" }],
    });
    expect(await loadBulkJob(database.db, jobId)).toMatchObject({
      done: 2,
      failed: 1,
      failures: [{ label: "Nobody", message: "it no longer exists" }],
    });
    const rows = await database.db
      .select({ status: inboxItems.status })
      .from(inboxItems)
      .where(like(inboxItems.fromEmail, `%-${kind}@example.com`));
    expect(rows.map((row) => row.status)).toEqual(["done", "done"]);
    const audited = await database.db
      .select({ n: count() })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, "inbox.update"),
          inArray(
            staffAuditLog.recordId,
            items.map((item) => item.id),
          ),
        ),
      );
    expect(audited[0]?.n).toBe(2);
    // The job's items are kept with their outcome.
    const kept = await database.db.select().from(bulkJobItems).where(eq(bulkJobItems.jobId, jobId));
    expect(kept.map((item) => item.status).sort()).toEqual(["done", "done", "failed"]);
  });

  it("exports orders as CSV with the discount and the refund", async () => {
    const order = (id: string, values: Partial<typeof orders.$inferInsert>) => ({
      id,
      product: "membership" as const,
      courseName: "Annual membership",
      amountCents: 20000,
      priceKind: "regular" as const,
      provider: "test" as const,
      idempotencyKey: `key-${id}`,
      attendee: {
        firstName: "Ada",
        lastName: "Park",
        email: `ada-export-${kind}@example.com`,
        state: "NY",
      },
      holdExpiresAt: START,
      createdAt: START,
      ...values,
    });
    await database.db.insert(orders).values([
      order(`exp-discounted-${kind}`, {
        status: "paid",
        paidAt: START,
        amountCents: 15000,
        discountCode: "SPRING25",
        discountCents: 5000,
      }),
      order(`exp-refunded-${kind}`, {
        status: "refunded",
        paidAt: START,
        createdAt: new Date(START.getTime() - 60_000),
      }),
    ]);
    await database.db.insert(orderRefunds).values({
      id: `refund-${kind}`,
      orderId: `exp-refunded-${kind}`,
      amountCents: 20000,
      reason: "Could not attend",
      status: "succeeded",
      requestedBy: "support@example.com",
      completedAt: new Date("2026-11-25T10:00:00Z"),
    });
    const staff = await signUpMember(context, `orders-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db.insert(staffRoleGrants).values({ userId: staff.user.id, role: "support" });
    const answer = await getFrom(
      orderExportLoader,
      context,
      `/staff/orders/export.csv?q=ada-export-${kind}`,
      {},
      staff.cookie,
    );
    expect(answer.status).toBe(200);
    const lines = ((await answer.response?.text()) ?? "").trim().split("\r\n");
    const header = lines[0]?.split(",") ?? [];
    const rows = lines.slice(1).map((line) => {
      const cells = line.split(",");
      return Object.fromEntries(header.map((name, index) => [name, cells[index]]));
    });
    const discounted = rows.find((row) => row["order id"] === `exp-discounted-${kind}`);
    expect(discounted).toMatchObject({
      "list price": "200.00",
      "discount code": "SPRING25",
      "discount amount": "50.00",
      "amount paid": "150.00",
      "refunded amount": "0.00",
      status: "Paid",
    });
    const refunded = rows.find((row) => row["order id"] === `exp-refunded-${kind}`);
    expect(refunded).toMatchObject({
      "list price": "200.00",
      "discount amount": "0.00",
      "amount paid": "200.00",
      "refunded amount": "200.00",
      "refunded at (UTC)": "2026-11-25T10:00:00.000Z",
      "refund reasons": "Could not attend",
      status: "Refunded",
    });
    // Only the ticked one, when rows are ticked.
    const ticked = await getFrom(
      orderExportLoader,
      context,
      `/staff/orders/export.csv?action=export&id=exp-refunded-${kind}`,
      {},
      staff.cookie,
    );
    const tickedLines = ((await ticked.response?.text()) ?? "").trim().split("\r\n");
    expect(tickedLines).toHaveLength(2);
    expect(tickedLines[1]).toContain(`exp-refunded-${kind}`);
    // Nothing ticked from the bulk form: refused, not everything.
    const none = await getFrom(
      orderExportLoader,
      context,
      "/staff/orders/export.csv?action=export",
      {},
      staff.cookie,
    );
    expect(none.status).toBe(400);
  });

  it("exports the attendees matching the search, or the ticked ones, as CSV", async () => {
    const staff = await signUpMember(context, `people-${kind}`);
    await database.db.update(user).set({ emailVerified: true }).where(eq(user.id, staff.user.id));
    await database.db.insert(staffRoleGrants).values({ userId: staff.user.id, role: "support" });
    const first = await signUpMember(context, `exportee-one-${kind}`);
    await signUpMember(context, `exportee-two-${kind}`);
    const csv = async (query: string) => {
      const answer = await getFrom(
        attendeeExportLoader,
        context,
        `/staff/attendees/export.csv?${query}`,
        {},
        staff.cookie,
      );
      return { status: answer.status, text: (await answer.response?.text()) ?? "" };
    };
    const all = await csv(`q=exportee-`);
    expect(all.status).toBe(200);
    const lines = all.text.trim().split("\r\n");
    expect(lines[0]).toBe(
      "account id,name,e-mail,account since (UTC),bar numbers,registrations,valid certificates",
    );
    expect(lines.slice(1).filter((line) => line.includes(`-${kind}`))).toHaveLength(2);
    const ticked = await csv(`action=export&id=${encodeURIComponent(first.user.id)}`);
    expect(ticked.text.trim().split("\r\n")).toHaveLength(2);
    expect((await csv("action=export")).status).toBe(400);
  });

  it("refunds every paid order chosen in full, each audited and told; the unpaid one is reported", async () => {
    const order = (id: string, status: "paid" | "pending", amountCents: number) => ({
      id,
      product: "membership" as const,
      courseName: "Annual membership",
      amountCents,
      priceKind: "regular" as const,
      provider: "test" as const,
      idempotencyKey: `key-${id}`,
      attendee: {
        firstName: "Bo",
        lastName: "Refund",
        email: `bo-refund-${kind}@example.com`,
        state: "NY",
      },
      holdExpiresAt: START,
      status,
      paidAt: status === "paid" ? START : null,
    });
    await database.db
      .insert(orders)
      .values([
        order(`ref-a-${kind}`, "paid", 10000),
        order(`ref-b-${kind}`, "paid", 5000),
        order(`ref-c-${kind}`, "pending", 7000),
      ]);
    // Part of one is refunded already: only what is left is refunded now.
    await database.db.insert(orderRefunds).values({
      id: `partial-${kind}`,
      orderId: `ref-b-${kind}`,
      amountCents: 2000,
      reason: "Goodwill",
      status: "succeeded",
      requestedBy: "support@example.com",
      completedAt: START,
    });
    const refundable = await selectRefundableOrders(database.db, {
      filters: { q: `bo-refund-${kind}` },
    });
    expect(refundable?.map((item) => [item.id, item.leftCents]).sort()).toEqual([
      [`ref-a-${kind}`, 10000],
      [`ref-b-${kind}`, 3000],
    ]);
    const jobId = await startBulkJob(database.db, deps(), {
      kind: "order.refund",
      actor: SUPPORT,
      filter: null,
      options: { reason: "Session cancelled by the venue" },
      // The pending one ticked too: reported, not refunded.
      items: [...(refundable ?? []), { id: `ref-c-${kind}`, label: "Bo Refund (pending)" }],
    });
    expect(await loadBulkJob(database.db, jobId)).toMatchObject({
      done: 2,
      failed: 1,
      failures: [{ label: "Bo Refund (pending)", message: "it is not paid (pending)" }],
    });
    const statuses = await database.db
      .select({ id: orders.id, status: orders.status })
      .from(orders)
      .where(like(orders.id, `ref-%-${kind}`));
    expect(Object.fromEntries(statuses.map((row) => [row.id, row.status]))).toEqual({
      [`ref-a-${kind}`]: "refunded",
      [`ref-b-${kind}`]: "refunded",
      [`ref-c-${kind}`]: "pending",
    });
    const audited = await database.db
      .select({ recordId: staffAuditLog.recordId, reason: staffAuditLog.reason })
      .from(staffAuditLog)
      .where(
        and(
          eq(staffAuditLog.action, "order.refund"),
          like(staffAuditLog.recordId, `ref-%-${kind}`),
        ),
      );
    expect(audited.map((entry) => entry.recordId).sort()).toEqual([
      `ref-a-${kind}`,
      `ref-b-${kind}`,
    ]);
    expect(audited.every((entry) => entry.reason === "Session cancelled by the venue")).toBe(true);
  });

  it("keeps a finished job 90 days, then the retention schedule deletes it with its items", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 24 * 60 * 60_000);
    const job = async (finishedAt: Date | null) => {
      const ids = await certified(`Bulkold ${kind}`, 1);
      const id = await createBulkJob(database.db, {
        kind: "certificate.resend",
        actor: COMPLIANCE,
        filter: null,
        items: ids.map((item) => ({ id: item, label: item })),
      });
      await database.db.update(bulkJobs).set({ finishedAt }).where(eq(bulkJobs.id, id));
      return id;
    };
    const old = await job(daysAgo(BULK_JOB_RETENTION_DAYS + 1));
    const recent = await job(daysAgo(BULK_JOB_RETENTION_DAYS - 1));
    const unfinished = await job(null);
    await database.db
      .update(bulkJobs)
      .set({ createdAt: daysAgo(400) })
      .where(eq(bulkJobs.id, unfinished));
    const run = await purgeExpiredRecords(database.db, now);
    expect(run.bulkJobs).toBe(1);
    const left = await database.db
      .select({ id: bulkJobs.id })
      .from(bulkJobs)
      .where(inArray(bulkJobs.id, [old, recent, unfinished]));
    expect(left.map((row) => row.id).sort()).toEqual([recent, unfinished].sort());
    const items = await database.db
      .select({ n: count() })
      .from(bulkJobItems)
      .where(eq(bulkJobItems.jobId, old));
    expect(items[0]?.n).toBe(0);
    const [entry] = await database.db
      .select({ after: staffAuditLog.after })
      .from(staffAuditLog)
      .where(eq(staffAuditLog.action, "records.retention-purge"))
      .orderBy(desc(staffAuditLog.id))
      .limit(1);
    expect(entry?.after).toMatchObject({ bulkJobs: 1 });
  });
});
