import { and, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { SPLASH_COURSE_ID } from "~/content/catalogue";
import { liveSessions } from "~/db/schema/catalogue";
import { emailOutbox } from "~/db/schema/email";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { SEAT_HOLD_MINUTES } from "~/modules/payments/create-order.server";
import { quoteCourse } from "~/modules/payments/quote-product.server";
import { markOrderFailed, markOrderPaid } from "~/modules/payments/settle-order.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { NOW, seatBuyers } from "../support/seat-buyers";

// Paying for a seat: the registration and the receipt, once; a payment too
// late for its seat is refunded.

describe.each(DATABASE_KINDS)("paying for a seat on %s", (kind) => {
  const buyers = seatBuyers(kind);
  const { newUser, order, mailer, options, provider, refunds } = buyers;

  it("paying registers the attendee in the session once, queues a receipt with .ics, and stays paid", async () => {
    const uid = await newUser();
    const created = await order(uid, {
      utm: { source: "linkedin", medium: null, campaign: "spring", term: null, content: null },
    });
    if (!created.ok) throw new Error(created.message);
    const first = await markOrderPaid(buyers.db, mailer(), options, created.orderId, NOW);
    const again = await markOrderPaid(buyers.db, mailer(), options, created.orderId, NOW);
    expect(first).toEqual({ status: "paid", changed: true, refund: false });
    expect(again).toEqual({ status: "paid", changed: false, refund: false });
    // A late "failed" does not undo a payment.
    expect(await markOrderFailed(buyers.db, created.orderId, "expired", NOW)).toBe(false);

    const [stored] = await buyers.db.select().from(orders).where(eq(orders.id, created.orderId));
    expect(stored).toMatchObject({
      status: "paid",
      amountCents: 29900,
      utm: { source: "linkedin" },
    });
    const registrations = await buyers.db
      .select()
      .from(courseRegistrations)
      .where(eq(courseRegistrations.uid, uid));
    expect(registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({
      id: `${uid}_${SPLASH_COURSE_ID}`,
      liveSessionId: buyers.launchSessionId,
      orderId: created.orderId,
    });
    const mail = await buyers.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "payment-confirmation")));
    expect(mail).toHaveLength(1);
    expect(JSON.stringify(mail[0]?.attachments)).toContain("BEGIN:VCALENDAR");
    expect(await order(uid)).toMatchObject({ ok: false, status: 409 });
  });

  it("an on-demand course's receipt says it is ready and links to the player, line by line", async () => {
    const uid = await newUser();
    const courseId = "prompting-ai-legal-work-workshop";
    const created = await order(uid, {
      product: { kind: "course", courseId },
      liveSessionId: null,
      expectedPriceCents: 11900,
    });
    if (!created.ok) throw new Error(created.message);
    await markOrderPaid(buyers.db, mailer(), options, created.orderId, NOW);
    const [mail] = await buyers.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.uid, uid), eq(emailOutbox.template, "payment-confirmation")));
    expect(mail?.text).toContain("Your course is ready");
    expect(mail?.text).not.toContain("seat");
    expect(mail?.text).toContain(`/course-player/${courseId}`);
    expect(mail?.text).toMatch(new RegExp(`Order: ${created.orderId}\\s*\\n`));
    expect(mail?.text).toContain("Paid: $119 on ");
    expect(mail?.attachments).toEqual([]);
  });

  it("a payment that arrives after the hold expired and the seats went is refunded, not seated", async () => {
    const [session] = await buyers.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.id, buyers.launchSessionId));
    if (!session) throw new Error("no session");
    const late = await newUser();
    const created = await order(late);
    if (!created.ok) throw new Error(created.message);
    // Fill every remaining seat after the late buyer's hold has run out.
    const later = new Date(NOW.getTime() + (SEAT_HOLD_MINUTES + 1) * 60_000);
    const original = session.capacity;
    const quote = await quoteCourse(buyers.db, late, SPLASH_COURSE_ID, later);
    const { listLiveSessions } = await import("~/modules/catalogue/list-live-sessions.server");
    const [current] = await listLiveSessions(buyers.db, { courseId: SPLASH_COURSE_ID }, later).then(
      (rows) => rows.filter((row) => row.id === buyers.launchSessionId),
    );
    expect(quote).not.toBeNull();
    await buyers.db
      .update(liveSessions)
      .set({ capacity: current?.seatsTaken ?? 1 })
      .where(eq(liveSessions.id, buyers.launchSessionId));
    await buyers.db
      .update(orders)
      .set({ providerReference: `cs_${created.orderId}` })
      .where(eq(orders.id, created.orderId));
    try {
      // The provider failing to refund leaves the order as it was, for a retry.
      const failing = {
        ...options,
        provider: {
          ...provider,
          refund: async () => {
            throw new Error("provider down");
          },
        },
      };
      await expect(
        markOrderPaid(buyers.db, mailer(), failing, created.orderId, later),
      ).rejects.toThrow("provider down");
      const [unchanged] = await buyers.db
        .select()
        .from(orders)
        .where(eq(orders.id, created.orderId));
      expect(unchanged?.status).toBe("pending");

      const result = await markOrderPaid(buyers.db, mailer(), options, created.orderId, later);
      expect(result).toEqual({ status: "refunded", changed: true, refund: true });
      expect(refunds).toContain(`cs_${created.orderId}`);
      const [registered] = await buyers.db
        .select({ n: count() })
        .from(courseRegistrations)
        .where(eq(courseRegistrations.uid, late));
      expect(registered?.n).toBe(0);
    } finally {
      await buyers.db
        .update(liveSessions)
        .set({ capacity: original })
        .where(eq(liveSessions.id, buyers.launchSessionId));
    }
  });
});
