import { mkdtemp, readdir, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { COURSES, FACULTY } from "~/content/catalogue";
import { user } from "~/db/schema/auth";
import {
  courseAddresses,
  courseCredits,
  courseFaculty,
  courseStateApprovals,
  courses,
  liveSessions,
} from "~/db/schema/catalogue";
import { coursePendingChanges } from "~/db/schema/course-pending-changes";
import { orders } from "~/db/schema/orders";
import { courseRegistrations } from "~/db/schema/registrations";
import { getCourse } from "~/modules/catalogue/get-course.server";
import { changeCourseAddress } from "~/modules/course-editing/change-course-address.server";
import { changeCourseArtwork } from "~/modules/course-editing/change-course-artwork.server";
import { changeCourseStatus } from "~/modules/course-editing/change-course-status.server";
import { copyCourse } from "~/modules/course-editing/copy-course.server";
import { copyCourseSchema } from "~/modules/course-editing/copy-course-forms";
import { loadPendingChanges } from "~/modules/course-editing/load-pending-changes.server";
import {
  discardPendingChanges,
  publishPendingChanges,
} from "~/modules/course-editing/publish-pending-changes.server";
import { createCourse, saveCourseDetails } from "~/modules/course-editing/save-course.server";
import { changeCourseMaterials } from "~/modules/course-editing/save-course-materials.server";
import { saveLectureChapters } from "~/modules/course-editing/save-lecture-chapters.server";
import { savePendingChanges } from "~/modules/course-editing/save-pending-changes.server";
import { scheduleSession } from "~/modules/live-sessions/save-session.server";
import { createLocalMediaStore } from "~/modules/media/local-media-store.server";
import type { MediaStore } from "~/modules/media/media-store";
import { listAuditLog } from "~/modules/staff/list-audit-log.server";
import type { StaffActor } from "~/modules/staff/record-staff-action.server";
import { seedDatabase } from "../../server/seed-database";
import { createTestDatabase, DATABASE_KINDS, type TestDatabase } from "../setup/test-database";
import { detailsForm } from "../support/course-form-fixtures";
import { testImage } from "../support/test-images";

const MANAGER: StaffActor = {
  id: null,
  email: "manager@example.com",
  roles: ["course_manager"],
  ipAddress: "192.0.2.7",
};
const OTHER: StaffActor = { ...MANAGER, email: "other-manager@example.com" };
const SOURCE = "ai-contract-review-clinic";
/** A published course with a recorded lecture and shipped materials. */
const LECTURE = "generative-ai-ediscovery-document-review";
const NOW = new Date("2026-12-01T12:00:00Z");
const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

const copyForm = (fields: Record<string, string>) => copyCourseSchema.parse(fields);

describe.each(DATABASE_KINDS)("course copies and pending changes on %s", (kind) => {
  let database: TestDatabase;
  let sessionId = "";
  let mediaDir = "";
  let store: MediaStore;
  /** The stored files of one image's variants. */
  const storedUnder = (key: string) =>
    readdir(path.join(mediaDir, key)).catch(() => [] as string[]);
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    mediaDir = await mkdtemp(path.join(tmpdir(), "cle-pending-"));
    store = createLocalMediaStore(mediaDir);
    await seedDatabase(database.db);
    await createCourse(database.db, MANAGER, {
      slug: SOURCE,
      title: "AI Contract Review Clinic",
      categorySlug: COURSES[0]?.categorySlug ?? "",
      format: "live_webcast",
    });
    await saveCourseDetails(database.db, MANAGER, {
      courseId: SOURCE,
      form: detailsForm(1, { format: "live_webcast" }),
    });
    await changeCourseStatus(database.db, MANAGER, {
      courseId: SOURCE,
      change: "publish",
      version: 2,
    });
    const scheduled = await scheduleSession(
      database.db,
      MANAGER,
      {
        courseId: SOURCE,
        startsAt: new Date("2027-01-15T18:00:00Z"),
        timeZone: "America/New_York",
        durationMinutes: 60,
        capacity: 40,
        presenter: "Dana Whitfield",
        label: null,
        joinUrl: "https://meet.example.com/clinic",
        soldOut: false,
      },
      NOW,
    );
    if (!scheduled.ok) throw new Error("not scheduled");
    sessionId = scheduled.sessionId;
    const uid = `copy-test-${kind}`;
    await database.db.insert(user).values({ id: uid, name: "Ada", email: `${uid}@example.com` });
    await database.db.insert(courseRegistrations).values({
      id: `${uid}_${SOURCE}`,
      uid,
      courseId: SOURCE,
      liveSessionId: sessionId,
      courseName: "AI Contract Review Clinic",
      firstName: "Ada",
      lastName: "Lovelace",
      email: `${uid}@example.com`,
      state: "texas",
    });
  });
  afterAll(async () => {
    await database?.destroy();
    await rm(mediaDir, { recursive: true, force: true });
  });

  it("copies a course as a draft with its details, credits and faculty, never its registrations", async () => {
    const copied = await copyCourse(
      database.db,
      MANAGER,
      SOURCE,
      copyForm({ title: "AI Contract Review Clinic 2027", slug: "", weeks: "52" }),
      NOW,
    );
    expect(copied).toEqual({
      ok: true,
      courseId: "ai-contract-review-clinic-2027",
      sessions: 0,
      sessionsInPast: 0,
      approvals: 0,
    });
    const id = "ai-contract-review-clinic-2027";
    const [copy] = await database.db.select().from(courses).where(eq(courses.id, id));
    expect(copy).toMatchObject({
      title: "AI Contract Review Clinic 2027",
      slug: id,
      status: "draft",
      featured: false,
      summary: "Review contracts with AI tools, safely.",
      priceCents: 4900,
      topics: ["Clause extraction", "Redlines"],
      version: 1,
    });
    const credits = await database.db
      .select()
      .from(courseCredits)
      .where(eq(courseCredits.courseId, id));
    expect(credits.map((row) => [row.creditType, row.hours])).toEqual([["general", 1]]);
    const teaching = await database.db
      .select()
      .from(courseFaculty)
      .where(eq(courseFaculty.courseId, id));
    expect(teaching.map((row) => row.facultyId)).toEqual([FACULTY[0]?.id]);
    // Asked for neither: no approvals, no sessions; and never registrations or orders.
    expect(
      await database.db
        .select()
        .from(courseStateApprovals)
        .where(eq(courseStateApprovals.courseId, id)),
    ).toEqual([]);
    expect(
      await database.db.select().from(liveSessions).where(eq(liveSessions.courseId, id)),
    ).toEqual([]);
    expect(
      await database.db
        .select()
        .from(courseRegistrations)
        .where(eq(courseRegistrations.courseId, id)),
    ).toEqual([]);
    expect(await database.db.select().from(orders).where(eq(orders.courseId, id))).toEqual([]);
    expect((await getCourse(database.db, id))?.status).toBe("draft");
    const { entries } = await listAuditLog(
      database.db,
      { record: id, action: "course.copy" },
      null,
    );
    expect(entries[0]?.after).toMatchObject({ copiedFrom: SOURCE, sessions: 0 });
  });

  it("copies approvals as applications to file and sessions moved later, without their registrants", async () => {
    const copied = await copyCourse(
      database.db,
      MANAGER,
      SOURCE,
      copyForm({
        title: "Clinic re-run",
        slug: "clinic-rerun",
        copyApprovals: "on",
        copySessions: "on",
        weeks: "52",
      }),
      NOW,
    );
    expect(copied).toMatchObject({ ok: true, sessions: 1, approvals: 2 });
    const approvals = await database.db
      .select()
      .from(courseStateApprovals)
      .where(eq(courseStateApprovals.courseId, "clinic-rerun"));
    expect(approvals.map((row) => [row.stateSlug, row.status, row.approvalNumber]).sort()).toEqual([
      ["new-york", "pending", null],
      ["texas", "pending", null],
    ]);
    const [session] = await database.db
      .select()
      .from(liveSessions)
      .where(eq(liveSessions.courseId, "clinic-rerun"));
    expect(session?.startsAt.getTime()).toBe(
      new Date("2027-01-15T18:00:00Z").getTime() + 52 * WEEK_MS,
    );
    expect(session).toMatchObject({ capacity: 40, presenter: "Dana Whitfield", cancelledAt: null });
    expect(
      await database.db
        .select()
        .from(courseRegistrations)
        .where(eq(courseRegistrations.liveSessionId, session?.id ?? "")),
    ).toEqual([]);
    // The original keeps its registrant.
    expect(
      await database.db
        .select()
        .from(courseRegistrations)
        .where(
          and(
            eq(courseRegistrations.courseId, SOURCE),
            eq(courseRegistrations.liveSessionId, sessionId),
          ),
        ),
    ).toHaveLength(1);
  });

  it("refuses a copy at an address taken, writing nothing", async () => {
    const before = await database.db.select().from(courses);
    expect(
      await copyCourse(
        database.db,
        MANAGER,
        SOURCE,
        copyForm({ title: "Again", slug: "clinic-rerun", weeks: "0" }),
        NOW,
      ),
    ).toEqual({ ok: false, reason: "taken" });
    expect(await database.db.select().from(courses)).toHaveLength(before.length);
  });

  it("keeps pending changes off the public page until they are published together", async () => {
    const version = (await getCourse(database.db, SOURCE))?.version ?? 0;
    const saved = await savePendingChanges(database.db, MANAGER, {
      courseId: SOURCE,
      form: detailsForm(version, {
        format: "live_webcast",
        title: "AI Contract Review Clinic, Revised",
        price: "59",
        description:
          "A practical clinic on reviewing contracts with AI.\nNow with a negotiation lab.",
      }),
    });
    expect(saved).toEqual({ ok: true, fields: 3 });
    const publicCourse = await getCourse(database.db, SOURCE);
    expect(publicCourse?.title).toBe("AI Contract Review Clinic");
    expect(publicCourse?.priceCents).toBe(4900);

    const review = await loadPendingChanges(database.db, SOURCE);
    expect(review?.changes.map((change) => change.label)).toEqual([
      "Title",
      "Price",
      "Description",
    ]);
    expect(review?.changes[1]).toMatchObject({ before: "$49", after: "$59" });
    expect(review?.changes[2]).toMatchObject({
      kind: "lines",
      lines: [
        { kind: "same", text: "A practical clinic on reviewing contracts with AI." },
        { kind: "added", text: "Now with a negotiation lab." },
      ],
    });

    const reviewed = review?.course.version ?? 0;
    expect(reviewed).toBe(version + 1);
    expect(
      await publishPendingChanges(database.db, OTHER, { courseId: SOURCE, version: reviewed }),
    ).toEqual({ ok: true });
    const after = await getCourse(database.db, SOURCE);
    expect(after?.title).toBe("AI Contract Review Clinic, Revised");
    expect(after?.priceCents).toBe(5900);
    expect(after?.version).toBe(reviewed + 1);
    expect(
      await database.db
        .select()
        .from(coursePendingChanges)
        .where(eq(coursePendingChanges.courseId, SOURCE)),
    ).toEqual([]);
    const { entries } = await listAuditLog(
      database.db,
      { record: SOURCE, action: "course.pending-publish" },
      null,
    );
    expect(Object.keys((entries[0]?.after ?? {}) as object).sort()).toEqual([
      "description",
      "priceCents",
      "title",
    ]);
  });

  it("discards pending changes, leaving the public page as it was", async () => {
    const version = (await getCourse(database.db, SOURCE))?.version ?? 0;
    await savePendingChanges(database.db, MANAGER, {
      courseId: SOURCE,
      form: detailsForm(version, {
        format: "live_webcast",
        title: "AI Contract Review Clinic, Revised",
        price: "59",
        description:
          "A practical clinic on reviewing contracts with AI.\nNow with a negotiation lab.",
        summary: "Never shown",
      }),
    });
    expect(
      await discardPendingChanges(database.db, MANAGER, {
        courseId: SOURCE,
        version: version + 1,
      }),
    ).toEqual({ ok: true });
    expect((await getCourse(database.db, SOURCE))?.summary).toBe(
      "Review contracts with AI tools, safely.",
    );
    expect((await loadPendingChanges(database.db, SOURCE))?.pending).toBeNull();
  });

  it("refuses stale saves and publishes: a form or a review from before another save", async () => {
    const version = (await getCourse(database.db, SOURCE))?.version ?? 0;
    const form = (title: string) =>
      detailsForm(version, {
        format: "live_webcast",
        title,
        price: "59",
        description:
          "A practical clinic on reviewing contracts with AI.\nNow with a negotiation lab.",
      });
    expect(
      await savePendingChanges(database.db, MANAGER, { courseId: SOURCE, form: form("Pending A") }),
    ).toEqual({ ok: true, fields: 1 });
    // A form loaded before the pending save: refused, pending or live, naming who saved.
    expect(
      await savePendingChanges(database.db, OTHER, { courseId: SOURCE, form: form("Pending B") }),
    ).toMatchObject({ ok: false, reason: "overtaken", by: MANAGER.email });
    expect(
      await saveCourseDetails(database.db, OTHER, { courseId: SOURCE, form: form("Live B") }),
    ).toMatchObject({ ok: false, reason: "overtaken", by: MANAGER.email });
    // A review made before someone saved the pending changes again is refused too.
    const reviewed = version + 1;
    await savePendingChanges(database.db, OTHER, {
      courseId: SOURCE,
      form: detailsForm(reviewed, {
        format: "live_webcast",
        title: "Pending C",
        price: "59",
        description:
          "A practical clinic on reviewing contracts with AI.\nNow with a negotiation lab.",
      }),
    });
    expect(
      await publishPendingChanges(database.db, MANAGER, { courseId: SOURCE, version: reviewed }),
    ).toMatchObject({ ok: false, reason: "overtaken", by: OTHER.email });
    expect((await getCourse(database.db, SOURCE))?.title).toBe(
      "AI Contract Review Clinic, Revised",
    );
    // Two publishes of the same review at once: one wins, the other is refused.
    const results = await Promise.all([
      publishPendingChanges(database.db, MANAGER, { courseId: SOURCE, version: reviewed + 1 }),
      publishPendingChanges(database.db, OTHER, { courseId: SOURCE, version: reviewed + 1 }),
    ]);
    expect(results.filter((result) => result.ok)).toHaveLength(1);
    expect((await getCourse(database.db, SOURCE))?.title).toBe("Pending C");
  });

  it("keeps artwork, materials, chapters and the address pending, shows each in words, and publishes them at once", async () => {
    const row = async () => {
      const [course] = await database.db.select().from(courses).where(eq(courses.id, LECTURE));
      if (!course) throw new Error("no course");
      return course;
    };
    const before = await row();
    const firstMaterial = before.materials[0];
    expect(firstMaterial).toBeDefined();
    const deps = { db: database.db, store };

    const artwork = await changeCourseArtwork(deps, MANAGER, LECTURE, {
      version: before.version,
      imageAlt: "A courtroom at dusk",
      illustration: null,
      upload: await testImage(1200, 600, "jpeg"),
      pending: true,
    });
    expect(artwork).toEqual({ ok: true });
    expect(
      await changeCourseMaterials(database.db, MANAGER, {
        courseId: LECTURE,
        change: { kind: "remove", materialId: firstMaterial?.id ?? "" },
        version: before.version + 1,
        pending: true,
      }),
    ).toEqual({ ok: true });
    expect(
      await saveLectureChapters(database.db, MANAGER, LECTURE, {
        chapters: "0:00 Welcome\n0:30 The case law",
        version: before.version + 2,
        pending: true,
      }),
    ).toEqual({ ok: true });
    expect(
      await changeCourseAddress(database.db, OTHER, {
        courseId: LECTURE,
        slug: "ediscovery-with-ai",
        version: before.version + 3,
        pending: true,
      }),
    ).toEqual({ ok: true });
    // The pending address is spoken for: no other course may take it meanwhile.
    expect(
      await changeCourseAddress(database.db, MANAGER, {
        courseId: SOURCE,
        slug: "ediscovery-with-ai",
        version: (await getCourse(database.db, SOURCE))?.version ?? 0,
      }),
    ).toEqual({ ok: false, reason: "taken" });

    // Nothing public has moved.
    const kept = await row();
    expect(kept.imageKey).toBe(before.imageKey);
    expect(kept.imageAlt).toBe(before.imageAlt);
    expect(kept.materials).toEqual(before.materials);
    expect(kept.media?.chapters).toEqual(before.media?.chapters);
    expect(kept.slug).toBe(before.slug);
    expect(kept.version).toBe(before.version + 4);
    const [pendingRow] = await database.db
      .select()
      .from(coursePendingChanges)
      .where(eq(coursePendingChanges.courseId, LECTURE));
    expect(pendingRow?.fields).toBeNull();
    expect(pendingRow?.savedByEmail).toBe(OTHER.email);
    const pendingKey = pendingRow?.artwork?.imageKey ?? "";
    expect(pendingKey).toMatch(/^images\/[0-9a-f]{20}$/);
    expect(await storedUnder(pendingKey)).not.toEqual([]);

    // The review, part by part, in the public page's words.
    const review = await loadPendingChanges(database.db, LECTURE);
    expect(review?.changes).toEqual([]);
    expect(review?.parts.map((part) => part.key)).toEqual([
      "artwork",
      "materials",
      "chapters",
      "address",
    ]);
    expect(review?.parts[0]).toMatchObject({
      kind: "artwork",
      before: { alt: before.imageAlt, picture: { src: before.imagePath } },
      after: { alt: "A courtroom at dusk" },
    });
    expect(review?.parts[1]).toMatchObject({ kind: "lines" });
    expect(review?.parts[1]?.kind === "lines" ? review.parts[1].lines[0] : null).toEqual({
      kind: "removed",
      text: firstMaterial?.title,
    });
    expect(review?.parts[2]?.kind === "lines" ? review.parts[2].lines : []).toContainEqual({
      kind: "added",
      text: "0:30 The case law",
    });
    expect(review?.parts[3]).toMatchObject({
      before: `/courses/${before.slug}`,
      after: "/courses/ediscovery-with-ai",
      note: expect.stringContaining("will redirect"),
    });

    // Published together, in one transaction; the old address redirects.
    expect(
      await publishPendingChanges(database.db, MANAGER, {
        courseId: LECTURE,
        version: review?.course.version ?? 0,
        store,
      }),
    ).toEqual({ ok: true });
    const after = await row();
    expect(after.imageKey).toBe(pendingKey);
    expect(after.imageAlt).toBe("A courtroom at dusk");
    expect(after.materials).toEqual(before.materials.slice(1));
    expect(after.media?.chapters).toEqual([
      { title: "Welcome", startSeconds: 0 },
      { title: "The case law", startSeconds: 30 },
    ]);
    expect(after.media?.durationSeconds).toBe(before.media?.durationSeconds);
    expect(after.slug).toBe("ediscovery-with-ai");
    const [former] = await database.db
      .select()
      .from(courseAddresses)
      .where(eq(courseAddresses.slug, before.slug));
    expect(former?.courseId).toBe(LECTURE);
    expect(await storedUnder(pendingKey)).not.toEqual([]);
    const { entries } = await listAuditLog(
      database.db,
      { record: LECTURE, action: "course.pending-publish" },
      null,
    );
    expect(Object.keys((entries[0]?.after ?? {}) as object).sort()).toEqual([
      "artwork",
      "chapters",
      "imageAlt",
      "materials",
      "slug",
    ]);

    // A pending upload discarded is removed from the store; the published one stays.
    const again = await changeCourseArtwork(deps, MANAGER, LECTURE, {
      version: after.version,
      imageAlt: "Never shown",
      illustration: null,
      upload: await testImage(1000, 500, "png"),
      pending: true,
    });
    expect(again).toEqual({ ok: true });
    const [discardedRow] = await database.db
      .select()
      .from(coursePendingChanges)
      .where(eq(coursePendingChanges.courseId, LECTURE));
    const discardedKey = discardedRow?.artwork?.imageKey ?? "";
    expect(await storedUnder(discardedKey)).not.toEqual([]);
    expect(
      await discardPendingChanges(database.db, MANAGER, {
        courseId: LECTURE,
        version: after.version + 1,
        store,
      }),
    ).toEqual({ ok: true });
    expect(await storedUnder(discardedKey)).toEqual([]);
    expect(await storedUnder(pendingKey)).not.toEqual([]);
    expect((await row()).imageAlt).toBe("A courtroom at dusk");
    const discarded = await listAuditLog(
      database.db,
      { record: LECTURE, action: "course.pending-discard" },
      null,
    );
    expect(discarded.entries[0]?.before).toMatchObject({ imageAlt: "Never shown" });
  });

  it("keeps back only the public text: changed credits are refused as pending changes", async () => {
    const version = (await getCourse(database.db, SOURCE))?.version ?? 0;
    const refused = await savePendingChanges(database.db, MANAGER, {
      courseId: SOURCE,
      form: detailsForm(version, { format: "live_webcast", "credit-general": "2" }),
    });
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
    expect((await loadPendingChanges(database.db, SOURCE))?.pending).toBeNull();
  });

  it("keeps no pending changes for a course not on the public site", async () => {
    const refused = await savePendingChanges(database.db, MANAGER, {
      courseId: "clinic-rerun",
      form: detailsForm(1, { format: "live_webcast" }),
    });
    expect(refused).toMatchObject({ ok: false, reason: "invalid" });
  });

  it("schedules a re-run of a session, naming the original in the audit log", async () => {
    const rerun = await scheduleSession(
      database.db,
      MANAGER,
      {
        courseId: SOURCE,
        startsAt: new Date("2027-03-15T18:00:00Z"),
        timeZone: "America/New_York",
        durationMinutes: 60,
        capacity: 40,
        presenter: "Dana Whitfield",
        label: null,
        joinUrl: "https://meet.example.com/clinic",
        soldOut: false,
        rerunOf: sessionId,
      },
      NOW,
    );
    if (!rerun.ok) throw new Error("not scheduled");
    const { entries } = await listAuditLog(
      database.db,
      { record: rerun.sessionId, action: "session.schedule" },
      null,
    );
    expect(entries[0]?.after).toMatchObject({ courseId: SOURCE, rerunOf: sessionId });
  });
});
