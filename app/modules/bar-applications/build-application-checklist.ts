import type { CourseFormat, CourseMaterial, CourseMedia } from "~/content/course-types";
import type { ApplicationDocument } from "~/content/state-rules/application-rules";
import { formatLongDate, formatPrice } from "~/lib/format";
import { type AgendaRow, timedAgenda } from "./timed-agenda";

// The documents a state's application asks for, built from the course, each
// present or missing: the timed agenda, the written materials, the faculty's
// bios, the attendance-verification method, the financial-aid policy and the
// price. Pure; the dossier is read by load-application-dossier.server.ts.

/** The published financial-aid policy's page (kept by the aid policy's own pages). */
export const FINANCIAL_AID_PATH = "/financial-aid";

export type ChecklistInput = {
  course: {
    format: CourseFormat;
    priceCents: number | null;
    memberPriceCents: number | null;
    materials: readonly CourseMaterial[];
    media: CourseMedia | null;
    codeWindowMinutes: number;
  };
  session: { startsAt: Date; timeZone: string; durationMinutes: number } | null;
  faculty: readonly { name: string; title: string; organisation: string; bio: string }[];
  lectureCodes: number;
  sessionCodes: number;
  /** The published financial-aid policy (the default text is version 0); null when none is. */
  aidPolicy: { version: number; updatedAt: Date | null } | null;
};

export type ChecklistItem = {
  id: ApplicationDocument;
  label: string;
  present: boolean;
  detail: string;
  /** Where to see or fix it. */
  href?: string | undefined;
  /** The states whose applications ask for it, as far as the research says. */
  askedBy: string[];
};

export type ApplicationChecklist = { items: ChecklistItem[]; agenda: AgendaRow[] };

/** What the verification method says, or null when the course has no attendance codes. */
export function verificationMethod(input: ChecklistInput): string | null {
  if (input.course.format === "live_webcast") {
    if (input.sessionCodes === 0) return null;
    return `Live webcast: the presenter announces attendance codes at undisclosed, random points of each session (at least one for every 50 minutes; ${input.sessionCodes} across the scheduled sessions); each attorney enters them, at the latest ${input.course.codeWindowMinutes} minutes after the session ends. Every join to the session is recorded. A certificate is issued only when every code was entered.`;
  }
  if (input.lectureCodes === 0) return null;
  return `On demand: the recorded lecture carries ${input.lectureCodes} attendance code(s) at undisclosed, random points (at least one for every 50 minutes); the player shows each when playback reaches it, and the attorney enters it to continue. Playback progress is recorded. A certificate is issued only when the whole lecture was watched and every code entered.`;
}

export function buildApplicationChecklist(
  input: ChecklistInput,
  /** Where each part is edited; left out where the reader may not open the page. */
  paths: { media?: string; materials?: string; details?: string },
  askedBy: Partial<Record<ApplicationDocument, string[]>> = {},
): ApplicationChecklist {
  const { course } = input;
  const agenda = timedAgenda(
    course.media,
    course.format === "live_webcast" && input.session ? input.session : null,
  );
  const withoutBio = input.faculty.filter((member) => member.bio.trim() === "");
  const verification = verificationMethod(input);
  const items: Omit<ChecklistItem, "askedBy">[] = [
    {
      id: "agenda",
      label: "Timed agenda",
      present: agenda.length > 0,
      detail:
        agenda.length === 0
          ? "The lecture has no chapters yet: add them on the course's media tab."
          : course.format === "live_webcast" && input.session
            ? `${agenda.length} part(s), with clock times from the first session's start.`
            : `${agenda.length} part(s), in minutes into the recording.`,
      href: paths.media,
    },
    {
      id: "materials",
      label: "Written materials",
      present: course.materials.length > 0,
      detail:
        course.materials.length === 0
          ? "The course lists no materials."
          : course.materials.map((material) => material.title).join("; "),
      href: paths.materials,
    },
    {
      id: "faculty",
      label: "Faculty bios",
      present: input.faculty.length > 0 && withoutBio.length === 0,
      detail:
        input.faculty.length === 0
          ? "The course names no faculty."
          : withoutBio.length > 0
            ? `No bio yet for ${withoutBio.map((member) => member.name).join(", ")}.`
            : input.faculty.map((member) => member.name).join(", "),
      href: paths.details,
    },
    {
      id: "verification",
      label: "Attendance-verification method",
      present: verification !== null,
      detail:
        verification ??
        (course.format === "live_webcast"
          ? "No live session with attendance codes is scheduled."
          : "The lecture has no attendance codes yet (they are made once its video is in)."),
    },
    {
      id: "financial-aid",
      label: "Financial-aid policy",
      present: input.aidPolicy !== null,
      detail:
        input.aidPolicy === null
          ? "No financial-aid policy is published: publish one on the financial-aid page (Illinois and New Jersey refuse a fee-based course without it)."
          : `${
              input.aidPolicy.version === 0 || input.aidPolicy.updatedAt === null
                ? "The default policy text (staff have not saved a version yet)"
                : `Version ${input.aidPolicy.version}, published ${formatLongDate(input.aidPolicy.updatedAt)}`
            }, on its own page and in the archive as financial-aid-policy.txt (Illinois and New Jersey ask for it with each application; New York's fee-based courses must say aid is available).`,
      href: FINANCIAL_AID_PATH,
    },
    {
      id: "price",
      label: "Price",
      present: course.priceCents !== null,
      detail:
        course.priceCents === null
          ? "The course has no price yet."
          : `${formatPrice(course.priceCents)}${
              course.memberPriceCents !== null
                ? `; members ${formatPrice(course.memberPriceCents)}`
                : ""
            }.`,
      href: paths.details,
    },
  ];
  return { items: items.map((item) => ({ ...item, askedBy: askedBy[item.id] ?? [] })), agenda };
}
