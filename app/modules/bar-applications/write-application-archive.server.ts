import { Readable } from "node:stream";
import type { ReadableStream as NodeWebStream } from "node:stream/web";
import yazl from "yazl";
import type { Database } from "~/db/client.server";
import { csvStream } from "~/lib/csv-stream.server";
import { formatLongDate, formatPrice, scheduleToday } from "~/lib/format";
import { renderCourseMaterial } from "~/modules/learning/render-course-material.server";
import type { MediaStore } from "~/modules/media/media-store";
import { handoutFileId, readCurrentHandout } from "~/modules/media/read-lecture-files.server";
import { recordStaffAction, type StaffActor } from "~/modules/staff/record-staff-action.server";
import { buildApplicationChecklist, FINANCIAL_AID_PATH } from "./build-application-checklist";
import { documentsAskedBy } from "./derive-applications";
import { type ApplicationDossier, loadApplicationDossier } from "./load-application-dossier.server";
import type { AgendaRow } from "./timed-agenda";

// A course's application documents as one ZIP, streamed: the checklist, the
// timed agenda (CSV), each written material (PDF), the faculty's bios, the
// attendance-verification method, the price sheet and the published
// financial-aid policy's text. Each download is
// written to the audit log before the first byte goes out.

export const ARCHIVE_FILES = {
  checklist: "checklist.txt",
  agenda: "timed-agenda.csv",
  bios: "faculty-bios.txt",
  verification: "verification-method.txt",
  prices: "price-sheet.csv",
  aidPolicy: "financial-aid-policy.txt",
} as const;

const textEntry = (text: string) => Buffer.from(`${text.trim()}\r\n`, "utf8");

function csvEntry<Row>(
  columns: { header: string; value: (row: Row) => string | number | null }[],
  rows: Row[],
): Readable {
  return Readable.fromWeb(csvStream(columns, rows) as NodeWebStream<Uint8Array>);
}

/** "Name, title, organisation" and the bio, one speaker after another. */
function biosText(dossier: ApplicationDossier): string {
  if (dossier.faculty.length === 0) return "The course names no faculty.";
  return dossier.faculty
    .map(
      (member) =>
        `${member.name}\r\n${member.title}, ${member.organisation}\r\n\r\n${member.bio.trim() || "(no bio yet)"}`,
    )
    .join("\r\n\r\n----\r\n\r\n");
}

/** A safe file name inside the archive for a material: its position and id. */
function materialFileName(position: number, materialId: string): string {
  return `materials/${String(position).padStart(2, "0")}-${materialId.replace(/[^a-z0-9-]/g, "-")}.pdf`;
}

export type ApplicationArchive = { filename: string; body: ReadableStream<Uint8Array> };

/**
 * The archive of a course's application documents, or null when there is no
 * such course. The download is audited first (who, which course, which files).
 */
export async function openApplicationArchive(
  services: { db: Database; mediaStore: MediaStore; contactEmail: string },
  actor: StaffActor,
  courseId: string,
  paths: { media: string; materials: string; details: string },
): Promise<ApplicationArchive | null> {
  const { db, mediaStore } = services;
  const dossier = await loadApplicationDossier(db, courseId, {
    contactEmail: services.contactEmail,
  });
  if (!dossier) return null;
  const { items, agenda } = buildApplicationChecklist(
    dossier,
    paths,
    documentsAskedBy(scheduleToday()),
  );
  const materials = dossier.course.materials.map((material, index) => ({
    ...material,
    file: materialFileName(index + 1, material.id),
  }));
  const files = [
    ARCHIVE_FILES.checklist,
    ...(agenda.length > 0 ? [ARCHIVE_FILES.agenda] : []),
    ...materials.map((material) => material.file),
    ARCHIVE_FILES.bios,
    ARCHIVE_FILES.verification,
    ARCHIVE_FILES.prices,
    ...(dossier.aidPolicy ? [ARCHIVE_FILES.aidPolicy] : []),
  ];
  await recordStaffAction(db, actor, {
    action: "course.application-documents",
    recordType: "course",
    recordId: courseId,
    after: { files },
  });

  const zip = new yazl.ZipFile();
  const output = zip.outputStream as Readable;
  const checklist = [
    `Application documents: ${dossier.course.title}`,
    dossier.first
      ? `First presentation: ${formatLongDate(dossier.first.day)} (${dossier.first.from === "live-session" ? "first live session" : "on-demand release"})`
      : "First presentation: not set",
    "",
    ...items.map(
      (item) =>
        `[${item.present ? "present" : "MISSING"}] ${item.label}: ${item.detail}${
          item.askedBy.length > 0 ? ` (asked by ${item.askedBy.join(", ")})` : ""
        }`,
    ),
    "",
    dossier.aidPolicy
      ? `Financial-aid policy: ${ARCHIVE_FILES.aidPolicy} in this archive (version ${dossier.aidPolicy.version}), as published at ${FINANCIAL_AID_PATH} on the site.`
      : `Financial-aid policy: none is published (${FINANCIAL_AID_PATH} on the site).`,
  ].join("\r\n");
  zip.addBuffer(textEntry(checklist), ARCHIVE_FILES.checklist);
  if (agenda.length > 0) {
    zip.addReadStream(
      csvEntry<AgendaRow>(
        [
          { header: "from", value: (row) => row.from },
          { header: "to", value: (row) => row.to },
          { header: "minutes", value: (row) => row.minutes },
          { header: "part", value: (row) => row.title },
        ],
        agenda,
      ),
      ARCHIVE_FILES.agenda,
    );
  }
  zip.addBuffer(textEntry(biosText(dossier)), ARCHIVE_FILES.bios);
  zip.addBuffer(
    textEntry(
      items.find((item) => item.id === "verification")?.detail ?? "No verification method.",
    ),
    ARCHIVE_FILES.verification,
  );
  const { priceCents, memberPriceCents } = dossier.course;
  zip.addReadStream(
    csvEntry<{ item: string; price: number | null }>(
      [
        { header: "item", value: (row) => row.item },
        {
          header: "price",
          value: (row) => (row.price === null ? "not set" : formatPrice(row.price)),
        },
        { header: "cents", value: (row) => row.price },
      ],
      [
        { item: `${dossier.course.title}: regular price`, price: priceCents },
        { item: `${dossier.course.title}: members' price`, price: memberPriceCents },
      ],
    ),
    ARCHIVE_FILES.prices,
  );

  if (dossier.aidPolicy) {
    zip.addBuffer(
      textEntry(
        `Financial-aid policy (version ${dossier.aidPolicy.version})\r\n\r\n${dossier.aidPolicy.body.replace(/\r?\n/g, "\r\n")}`,
      ),
      ARCHIVE_FILES.aidPolicy,
    );
  }

  // The materials are added while the archive streams: an uploaded handout
  // is read from the media store as it is zipped, a generated one rendered
  // one at a time; the archive ends after the last.
  void (async () => {
    for (const material of materials) {
      const uploaded = handoutFileId(material.id);
      if (uploaded) {
        const handout = await readCurrentHandout(db, courseId, uploaded);
        if (handout) zip.addReadStream(await mediaStore.read(handout.storageKey), material.file);
        continue;
      }
      const pdf = await renderCourseMaterial(db, courseId, material.id);
      if (pdf) zip.addBuffer(Buffer.from(pdf), material.file);
    }
    zip.end();
  })().catch((error: unknown) => {
    output.destroy(error instanceof Error ? error : new Error(String(error)));
  });

  return {
    filename: `application-${courseId}.zip`,
    body: Readable.toWeb(output) as ReadableStream<Uint8Array>,
  };
}
