// Reporting periods as the tracker writes them (order, length, overlap, owner),
// bar admissions, and what goes when the account is deleted.

import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { barAdmissions } from "~/db/schema/accounts";
import { deadlineWarnings, outsideCredits, reportingPeriods } from "~/db/schema/compliance";
import { saveBarAdmission } from "~/modules/accounts/bar-admissions.server";
import { deleteAccount } from "~/modules/accounts/delete-account.server";
import { addOutsideCredit } from "~/modules/credit-tracker/add-outside-credit.server";
import { TRACKER_MESSAGES } from "~/modules/credit-tracker/credit-tracker-fields";
import { saveAssignedCycle } from "~/modules/credit-tracker/save-assigned-cycle.server";
import { saveReportingPeriod } from "~/modules/credit-tracker/save-reporting-period.server";
import { DATABASE_KINDS } from "../setup/test-database";
import { browserRequest } from "../setup/test-services";
import { openTrackerWorld, pdfBytes, trackerActions } from "../support/credit-tracker-world";

describe.each(DATABASE_KINDS)("credit tracker: periods and admissions on %s", (kind) => {
  const world = openTrackerWorld(kind);
  const { attorney, post } = trackerActions(world, kind);

  it("validates periods: order, length, overlap, and only the owner's", async () => {
    const { uid } = await attorney("Nakamura");
    const other = await attorney("Okafor");
    await saveBarAdmission(world.database.db, uid, {
      state: "virginia",
      barNumber: "VA-1",
      admittedOn: null,
    });
    const save = (startsOn: string, endsOn: string, periodId?: string, who = uid) =>
      saveReportingPeriod(world.database.db, who, {
        stateSlug: "virginia",
        startsOn,
        endsOn,
        periodId,
      });

    expect(await save("2026-11-01", "2026-10-31")).toMatchObject({
      ok: false,
      status: 400,
      field: "endsOn",
      message: TRACKER_MESSAGES.periodOrder,
    });
    expect(await save("2026-11-01", "2026-11-01")).toMatchObject({ ok: false, field: "endsOn" });
    expect(await save("2022-11-01", "2026-11-01")).toMatchObject({
      ok: false,
      message: TRACKER_MESSAGES.periodTooLong,
    });
    // Four years exactly is allowed.
    const long = await save("2010-01-01", "2013-12-31");
    expect(long.ok).toBe(true);

    const first = await save("2025-11-01", "2026-10-31");
    expect(first.ok).toBe(true);
    const overlap = await save("2026-06-01", "2027-05-31");
    expect(overlap).toMatchObject({ ok: false, status: 400, field: "startsOn" });
    if (overlap.ok) throw new Error("unexpected");
    expect(overlap.message).toContain("November 1, 2025 – October 31, 2026");
    // Touching is not overlapping.
    expect((await save("2026-11-01", "2027-10-31")).ok).toBe(true);
    // A period may be changed without clashing with itself.
    if (!first.ok) throw new Error("unexpected");
    expect((await save("2025-11-01", "2026-10-30", first.id)).ok).toBe(true);
    // Nobody else can change it.
    expect(await save("2025-11-01", "2026-10-31", first.id, other.uid)).toMatchObject({
      ok: false,
      status: 404,
    });
    // Two overlapping periods sent at once: one is saved.
    const racing = await Promise.all([
      save("2030-11-01", "2031-10-31"),
      save("2031-01-01", "2031-12-31"),
    ]);
    expect(racing.filter((outcome) => outcome.ok)).toHaveLength(1);

    // Florida's cycle from its last day; the page answers 400 with field messages.
    expect(await saveAssignedCycle(world.database.db, uid, "florida", "2027-06-30")).toMatchObject({
      ok: true,
      startsOn: "2024-07-01",
      endsOn: "2027-06-30",
    });
    const bad = await post(other.cookie, {
      intent: "save-period",
      state: "virginia",
      startsOn: "2026-11-01",
      endsOn: "not a date",
    });
    expect(bad.status).toBe(400);
    expect(bad.reply.errors.endsOn).toMatch(/^Enter the last day of the period as a date/);
    const reversed = await post(other.cookie, {
      intent: "save-period",
      state: "virginia",
      startsOn: "2026-11-01",
      endsOn: "2026-01-01",
    });
    expect(reversed).toMatchObject({
      status: 400,
      reply: { errors: { endsOn: TRACKER_MESSAGES.periodOrder } },
    });
    // Deleting someone else's period is refused as not found.
    const stolen = await post(other.cookie, { intent: "delete-period", periodId: first.id });
    expect(stolen.status).toBe(404);
    const rows = await world.database.db
      .select()
      .from(reportingPeriods)
      .where(eq(reportingPeriods.id, first.id));
    expect(rows).toHaveLength(1);
    // Unknown intents and bodies are 400, never 500.
    expect((await post(other.cookie, { intent: "drop-tables" })).status).toBe(400);
  });

  it("keeps the bar admission writes in one place: saving again updates it", async () => {
    const { uid } = await attorney("Lovelace");
    expect(
      await saveBarAdmission(world.database.db, uid, {
        state: "texas",
        barNumber: "TX-1",
        admittedOn: null,
      }),
    ).toBe("added");
    expect(
      await saveBarAdmission(world.database.db, uid, {
        state: "texas",
        barNumber: "TX-2",
        admittedOn: "2012-05-01",
      }),
    ).toBe("updated");
    const rows = await world.database.db
      .select()
      .from(barAdmissions)
      .where(eq(barAdmissions.uid, uid));
    expect(rows).toMatchObject([{ state: "texas", barNumber: "TX-2", admittedOn: "2012-05-01" }]);
  });

  it("goes with the account: periods, outside credits with their certificates, reminders", async () => {
    const { uid, cookie, password, user: current } = await attorney("Lovelace");
    const saved = await saveReportingPeriod(world.database.db, uid, {
      stateSlug: "virginia",
      startsOn: "2026-11-01",
      endsOn: "2027-10-31",
    });
    if (!saved.ok) throw new Error(saved.message);
    await addOutsideCredit(world.database.db, uid, {
      stateSlug: "virginia",
      title: "Evidence",
      provider: "Virginia CLE",
      completedOn: "2026-11-10",
      format: "live",
      accredited: true,
      hours: { general: 1 },
      certificate: { name: "evidence.pdf", bytes: pdfBytes() },
    });
    await world.database.db.insert(deadlineWarnings).values({ periodId: saved.id, daysBefore: 60 });
    const result = await deleteAccount(
      world.context,
      browserRequest("/delete-account", { method: "POST", cookie }),
      current,
      { uid, password },
    );
    expect(result.ok).toBe(true);
    const left = await Promise.all([
      world.database.db.select().from(reportingPeriods).where(eq(reportingPeriods.uid, uid)),
      world.database.db.select().from(outsideCredits).where(eq(outsideCredits.uid, uid)),
      world.database.db
        .select()
        .from(deadlineWarnings)
        .where(eq(deadlineWarnings.periodId, saved.id)),
    ]);
    expect(left.map((rows) => rows.length)).toEqual([0, 0, 0]);
  });
});
