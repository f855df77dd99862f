// Credits earned elsewhere: the Texas self-study cap, the limits on what an
// account holds, and uploaded certificates (checked, stored, served to the owner).

import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { outsideCredits } from "~/db/schema/compliance";
import { saveBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { addOutsideCredit } from "~/modules/credit-tracker/add-outside-credit.server";
import { TRACKER_LIMITS, TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";
import type { StateTracker, TrackerCredit } from "~/modules/credit-tracker/credit-tracker-types";
import { loadCreditTracker } from "~/modules/credit-tracker/load-credit-tracker.server";
import { readOutsideCertificate } from "~/modules/credit-tracker/read-outside-certificate.server";
import { loader as certificateLoader } from "~/routes/account/credit-certificate";
import { action, loader as trackerLoader } from "~/routes/account/credits";
import {
  action as stateCreditsAction,
  loader as stateCreditsLoader,
} from "~/routes/account/state-credits";
import { DATABASE_KINDS } from "../setup/test-database";
import { browserRequest, TEST_BASE_URL } from "../setup/test-services";
import {
  creditFields,
  openTrackerWorld,
  PNG_MAGIC,
  pdfBytes,
  TODAY,
  trackerActions,
} from "../support/credit-tracker-world";
import { getFrom, postTo } from "../support/route-calls";

describe.each(DATABASE_KINDS)("credit tracker: outside credits on %s", (kind) => {
  const world = openTrackerWorld(kind);
  const { attorney, trackedPeriod, post } = trackerActions(world, kind);

  it("a state with many credits: the card lists the first 10, its credits pages list them all", async () => {
    const { uid, cookie } = await attorney("Hopper");
    await trackedPeriod(uid, "texas", "24099999", { startsOn: "2026-04-01", endsOn: "2027-03-31" });
    // 45 credits in the period, 12 before it; one hour each.
    const dated = (index: number) =>
      index < 45
        ? `2026-05-${String((index % 28) + 1).padStart(2, "0")}`
        : `2025-0${(index % 9) + 1}-15`;
    await world.database.db.insert(outsideCredits).values(
      Array.from({ length: 57 }, (_, index) => ({
        id: randomUUID(),
        uid,
        stateSlug: "texas",
        title: `Credit ${index}`,
        provider: "Texas provider",
        completedOn: dated(index),
        format: "live" as const,
        hours: { general: 1 },
      })),
    );

    const card = (
      (await getFrom(trackerLoader, world.context, "/dashboard/credits", {}, cookie)).data as {
        states: StateTracker[];
      }
    ).states.find((state) => state.slug === "texas");
    expect(card?.credits).toHaveLength(10);
    expect(card?.credits.every((credit) => credit.inPeriod)).toBe(true);
    expect(card?.creditSummary).toMatchObject({
      all: { count: 57, hours: 57 },
      inPeriod: { count: 45, hours: 45 },
    });
    // The progress is judged on every credit, but the page is not sent their ids.
    expect(card?.evaluation?.total.earned).toBe(45);
    expect(card?.evaluation?.creditIdsOutsidePeriod).toEqual([]);

    type Page = { credits: TrackerCredit[]; page: number; pages: number };
    const pageOf = async (search: string, state = "texas") => {
      const answer = await getFrom(
        stateCreditsLoader,
        world.context,
        `/dashboard/credits/${state}${search}`,
        { state },
        cookie,
      );
      return { status: answer.status, ...(answer.data as Page) };
    };
    const first = await pageOf("");
    expect(first.credits).toHaveLength(50);
    expect(first.credits.slice(0, 10).map((credit) => credit.id)).toEqual(
      card?.credits.map((credit) => credit.id),
    );
    expect(first.credits.filter((credit) => credit.inPeriod)).toHaveLength(45);
    const second = await pageOf("?page=2");
    expect([second.page, second.pages, second.credits.length]).toEqual([2, 2, 7]);
    // Past the last page: the last; a state not tracked, or none at all: not found.
    expect((await pageOf("?page=9")).page).toBe(2);
    expect((await pageOf("", "ohio")).status).toBe(404);
    expect((await pageOf("", "nowhere")).status).toBe(404);

    // Its rows' delete forms post to the page itself.
    const [last] = second.credits.slice(-1);
    const deleted = await postTo(
      stateCreditsAction,
      world.context,
      "/dashboard/credits/texas?page=2",
      { state: "texas" },
      { intent: "delete-credit", state: "texas", creditId: last?.id ?? "" },
      cookie,
    );
    expect(deleted.data).toMatchObject({ ok: true, message: "Credit deleted." });
    expect((await pageOf("?page=2")).credits).toHaveLength(6);
  });

  it("Texas: accredited on-demand courses count in full; only other self-study is capped at 3 hours", async () => {
    const { uid, cookie } = await attorney("Lovelace");
    await trackedPeriod(uid, "texas", "24012345", { startsOn: "2026-04-01", endsOn: "2027-03-31" });
    const add = (format: string, title: string) =>
      post(
        cookie,
        {
          intent: "add-credit",
          state: "texas",
          title,
          provider: "Texas provider",
          completedOn: "2026-06-01",
          format,
          "hours-general": "5",
        },
        undefined,
        "?state=texas",
      );
    expect((await add("self-study", "Recorded webinar")).status).toBe(200);
    expect((await add("other-self-study", "Law review article")).status).toBe(200);

    const tracker = await loadCreditTracker(world.database.db, uid, TODAY);
    const texas = tracker.states.find((state) => state.slug === "texas");
    expect(texas?.capsUnaccreditedSelfStudy).toBe(true);
    expect(
      texas?.credits.map((credit) => [credit.title, credit.format, credit.accredited]).sort(),
    ).toEqual([
      ["Law review article", "self-study", false],
      ["Recorded webinar", "self-study", true],
    ]);
    // 5 accredited on demand + 3 of the 5 other self-study hours.
    expect(texas?.evaluation?.total.counted).toBe(8);
    expect(
      texas?.evaluation?.formatChecks.find((check) => check.kind === "max-self-study"),
    ).toMatchObject({ earned: 5, counted: 3, over: 2 });

    // A credit dated in none of the attorney's periods is kept, and the reply says it counts nowhere.
    const early = await post(
      cookie,
      {
        intent: "add-credit",
        state: "texas",
        title: "Old seminar",
        provider: "Texas provider",
        completedOn: "2025-01-15",
        format: "live",
        "hours-general": "2",
      },
      undefined,
      "?state=texas",
    );
    expect(early.status).toBe(200);
    expect(early.reply).toMatchObject({
      ok: true,
      message: `Credit added: Old seminar. ${TRACKER_MESSAGES.creditOutsidePeriods}`,
    });
  });

  it("limits an account's hand-entered credits and the room their certificates take, even for uploads at once", async () => {
    const { uid, cookie } = await attorney("Lovelace");
    const input = (certificate: { name: string; bytes: Uint8Array } | null) => ({
      stateSlug: "new-york",
      title: "Outside course",
      provider: "Bar association",
      completedOn: "2026-02-02",
      format: "live" as const,
      accredited: true,
      hours: { general: 1 },
      certificate,
    });
    const limits = { maxCredits: 3, maxCertificateBytes: 5000 };
    const file = { name: "c.pdf", bytes: pdfBytes(3000) };

    // Two 3000-byte uploads at once against room for 5000: exactly one lands.
    const both = await Promise.all([
      addOutsideCredit(world.database.db, uid, input(file), limits),
      addOutsideCredit(world.database.db, uid, input(file), limits),
    ]);
    expect(both.filter((result) => result.ok)).toHaveLength(1);
    expect(both.find((result) => !result.ok)).toEqual({
      ok: false,
      status: 409,
      field: "certificate",
      message: TRACKER_MESSAGES.certificateStorageFull,
    });
    // Without a certificate the credit still fits, until the count is reached.
    expect((await addOutsideCredit(world.database.db, uid, input(null), limits)).ok).toBe(true);
    expect((await addOutsideCredit(world.database.db, uid, input(null), limits)).ok).toBe(true);
    expect(await addOutsideCredit(world.database.db, uid, input(null), limits)).toEqual({
      ok: false,
      status: 409,
      field: null,
      message: TRACKER_MESSAGES.tooManyCredits,
    });
    const rows = await world.database.db
      .select({ id: outsideCredits.id })
      .from(outsideCredits)
      .where(eq(outsideCredits.uid, uid));
    expect(rows).toHaveLength(3);

    // Through the page, with the real limit: an account whose certificates fill it gets a 409.
    await world.database.db
      .update(outsideCredits)
      .set({ certificateBytes: TRACKER_LIMITS.certificateStorageMaxBytes })
      .where(eq(outsideCredits.uid, uid));
    const full = await post(
      cookie,
      creditFields("new-york"),
      { name: "one-more.pdf", type: "application/pdf", bytes: pdfBytes() },
      "?state=new-york",
    );
    expect(full.status).toBe(409);
    expect(full.reply).toMatchObject({
      values: { state: "new-york" },
      errors: { certificate: TRACKER_MESSAGES.certificateStorageFull },
      message: TRACKER_MESSAGES.certificateStorageFull,
    });
  });

  it("accepts a PDF certificate, refuses a PNG named .pdf (400) and 6 MB (413), and serves it only to its owner", async () => {
    const owner = await attorney("Lovelace");
    const stranger = await attorney("Moreau");
    await saveBarAdmission(world.database.db, owner.uid, {
      state: "new-york",
      barNumber: "NY-1",
      admittedOn: "2015-03-18",
    });

    const png = new Uint8Array(4096);
    png.set(PNG_MAGIC, 0);
    const refused = await post(
      owner.cookie,
      creditFields("new-york"),
      { name: "scan.pdf", type: "application/pdf", bytes: png },
      "?state=new-york",
    );
    expect(refused.status).toBe(400);
    expect(refused.reply).toMatchObject({
      intent: "add-credit",
      values: { state: "new-york" },
      errors: { certificate: TRACKER_MESSAGES.certificateNotPdf },
    });

    // A wrong field and a wrong file come back together, each beside its input.
    const both = await post(
      owner.cookie,
      creditFields("new-york", { title: "" }),
      { name: "scan.pdf", type: "application/pdf", bytes: png },
      "?state=new-york",
    );
    expect(both.status).toBe(400);
    expect(both.reply.errors).toMatchObject({
      title: "Enter the course title.",
      certificate: TRACKER_MESSAGES.certificateNotPdf,
    });

    // A page that begins "%PDF-" is no PDF: it has none of the structure a reader needs.
    const page = new TextEncoder().encode("%PDF-1.7\n<html><body>Certificate</body></html>\n");
    const forged = await post(
      owner.cookie,
      creditFields("new-york"),
      { name: "certificate.pdf", type: "application/pdf", bytes: page },
      "?state=new-york",
    );
    expect(forged.status).toBe(400);
    expect(forged.reply.errors).toMatchObject({ certificate: TRACKER_MESSAGES.certificateDamaged });

    const big = pdfBytes(6 * 1024 * 1024);
    const tooLarge = await post(
      owner.cookie,
      creditFields("new-york"),
      { name: "big.pdf", type: "application/pdf", bytes: big },
      "?state=new-york",
    );
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.reply).toMatchObject({
      values: { state: "new-york" },
      errors: { certificate: TRACKER_MESSAGES.certificateTooLarge },
    });

    // A body declared larger than the limit is refused without being read.
    let pulled = 0;
    const declared = new Request(new URL("/dashboard/credits?state=new-york", TEST_BASE_URL), {
      method: "POST",
      headers: {
        Origin: TEST_BASE_URL,
        Cookie: owner.cookie,
        "Content-Type": "multipart/form-data; boundary=----x",
        "Content-Length": String(6 * 1024 * 1024),
      },
      body: new ReadableStream<Uint8Array>({
        pull(controller) {
          pulled += 65_536;
          controller.enqueue(new Uint8Array(65_536));
          if (pulled >= 6 * 1024 * 1024) controller.close();
        },
      }),
      duplex: "half",
    } as RequestInit);
    const unread = await action({
      request: declared,
      context: world.context,
      params: {},
    } as Parameters<typeof action>[0]);
    expect(unread.init?.status).toBe(413);
    expect(pulled).toBeLessThanOrEqual(65_536);

    // Just under the limit is fine.
    const justUnder = pdfBytes(5 * 1024 * 1024 - 1024);
    const accepted = await post(
      owner.cookie,
      creditFields("new-york", { title: "Large scan" }),
      { name: "C:\\Users\\ada\\large scan.PDF", type: "application/pdf", bytes: justUnder },
      "?state=new-york",
    );
    expect(accepted.status).toBe(200);
    expect(
      await world.database.db
        .select({ id: outsideCredits.id })
        .from(outsideCredits)
        .where(eq(outsideCredits.uid, owner.uid)),
    ).toHaveLength(1);

    // Field messages for the rest of the form; hours only in the state's categories.
    const empty = await post(owner.cookie, {
      intent: "add-credit",
      state: "new-york",
      title: " ",
      provider: "",
      completedOn: "2999-01-01",
      format: "video",
      "hours-general": "-1",
    });
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.reply.errors).sort()).toEqual([
      "completedOn",
      "format",
      "hours-general",
      "provider",
      "title",
    ]);
    const noHours = await post(
      owner.cookie,
      creditFields("new-york", {
        "hours-bias": "",
        "hours-cybersecurity": "0",
        "hours-wellness": "3",
      }),
    );
    expect(noHours).toMatchObject({
      status: 400,
      reply: { errors: { hours: TRACKER_MESSAGES.noHours } },
    });

    const [stored] = await world.database.db
      .select({ id: outsideCredits.id })
      .from(outsideCredits)
      .where(eq(outsideCredits.uid, owner.uid));
    if (!stored) throw new Error("no credit stored");
    const download = (cookie: string) =>
      certificateLoader({
        request: browserRequest(`/dashboard/credits/certificates/${stored.id}`, { cookie }),
        context: world.context,
        params: { creditId: stored.id },
      } as Parameters<typeof certificateLoader>[0]);

    const mine = await download(owner.cookie);
    expect(mine.status).toBe(200);
    expect(mine.headers.get("Content-Type")).toBe("application/pdf");
    expect(mine.headers.get("Content-Disposition")).toBe(
      `attachment; filename="large scan.pdf"; filename*=UTF-8''large%20scan.pdf`,
    );
    expect(mine.headers.get("Cache-Control")).toBe("private, no-store");
    const body = new Uint8Array(await mine.arrayBuffer());
    expect(body.byteLength).toBe(justUnder.byteLength);
    expect(Buffer.from(body).equals(Buffer.from(justUnder))).toBe(true);

    expect((await download(stranger.cookie)).status).toBe(404);
    expect(await readOutsideCertificate(world.database.db, stranger.uid, stored.id)).toBeNull();
    // Signed out: sent to log in.
    await expect(download("")).rejects.toMatchObject({ status: 302 });

    // Only the owner deletes it.
    expect(
      (await post(stranger.cookie, { intent: "delete-credit", creditId: stored.id })).status,
    ).toBe(404);
    expect(
      (await post(owner.cookie, { intent: "delete-credit", creditId: stored.id })).status,
    ).toBe(200);
    expect((await download(owner.cookie)).status).toBe(404);
  });
});
