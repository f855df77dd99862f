import { SCHEDULE_TIME_ZONE } from "~/content/site";
import { formatLongDate } from "~/lib/format";

// The pieces an audit entry's sentence is made of, and the records it names
// with the staff page of each. Pure: no I/O; the names come from the list's
// query (resolve-audit-names.server.ts).

/** A piece of a sentence: text, or a record's name linked to its staff page. */
export type SentencePart = string | { text: string; href: string };

/** The entry as a describer reads it (the details are null once shredded). */
export type DescribedEntry = {
  action: string;
  recordType: string;
  recordId: string;
  actorId: string | null;
  actorEmail: string;
  before: unknown;
  after: unknown;
  reason: string | null;
};

/** The names an entry's sentence needs, looked up for a whole page at once. */
export type AuditNames = {
  /** Accounts by id: the actor, the attendee, the person given a role. */
  people: Record<string, string>;
  /** Course titles by id. */
  courses: Record<string, string>;
  sessions: Record<string, { courseId: string; courseTitle: string; startsAt: Date | string }>;
  orders: Record<
    string,
    { attendeeId: string | null; attendee: string | null; courseName: string }
  >;
  certificates: Record<string, { holderId: string | null; holder: string; courseTitle: string }>;
  bundles: Record<string, string>;
  faculty: Record<string, string>;
  /** A discount code's code ("SPRING25") by its id. */
  discountCodes: Record<string, string>;
  /** An inbox item's sender by its audit record id (`kind:sourceId`). */
  inbox: Record<string, string>;
  reports: Record<string, { state: string; courseTitle: string }>;
  questions: Record<string, { courseId: string; asker: string }>;
  /** Firm names by id. */
  firms: Record<string, string>;
};

/** Names of nothing yet, each kind its own object (a reader fills them). */
export function emptyAuditNames(): AuditNames {
  return {
    people: {},
    courses: {},
    sessions: {},
    orders: {},
    certificates: {},
    bundles: {},
    faculty: {},
    discountCodes: {},
    inbox: {},
    reports: {},
    questions: {},
    firms: {},
  };
}

export const NO_NAMES: AuditNames = emptyAuditNames();

const enc = encodeURIComponent;

/** The staff page of a record the log names, or null when it has none. */
export function recordPath(recordType: string, recordId: string): string | null {
  switch (recordType) {
    case "course":
      return `/staff/courses/${enc(recordId)}`;
    case "evaluation-form":
      return `/staff/courses/${enc(recordId)}/evaluation-form`;
    case "live-session":
      return `/staff/live-sessions/${enc(recordId)}`;
    case "order":
      return `/staff/orders/${enc(recordId)}`;
    case "certificate":
      return `/staff/certificates/${enc(recordId)}`;
    case "attendee":
    case "account":
      return `/staff/attendees/${enc(recordId)}`;
    case "registration": {
      const uid = registrationParts(recordId)?.uid;
      return uid ? `/staff/attendees/${enc(uid)}` : null;
    }
    case "inbox-item": {
      const at = recordId.indexOf(":");
      return at > 0
        ? `/staff/inbox/${enc(recordId.slice(0, at))}/${enc(recordId.slice(at + 1))}`
        : null;
    }
    case "aid-request":
      return `/staff/inbox/aid/${enc(recordId)}`;
    case "aid-policy":
      return "/staff/financial-aid";
    case "bundle":
      return `/staff/bundles/${enc(recordId)}`;
    case "faculty":
      return `/staff/faculty/${enc(recordId)}`;
    case "discount-code":
      return `/staff/discount-codes/${enc(recordId)}`;
    case "bar_report":
      return `/staff/reports/${enc(recordId)}`;
    case "course_question":
      return "/staff/questions";
    case "firm":
      return `/staff/firms/${enc(recordId)}`;
    case "mailing":
      return `/staff/mailings/${enc(recordId)}`;
    default:
      return null;
  }
}

/** A registration's id is `uid_courseId`. */
export function registrationParts(id: string): { uid: string; courseId: string } | null {
  const at = id.indexOf("_");
  return at > 0 ? { uid: id.slice(0, at), courseId: id.slice(at + 1) } : null;
}

/** Reads a field of a before or after value, whatever it holds. */
export function field(value: unknown, key: string): unknown {
  return value !== null && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)[key]
    : undefined;
}

export const text = (value: unknown): string | null =>
  typeof value === "string" && value !== "" ? value : null;

export const count = (value: unknown): number | null =>
  typeof value === "number" && Number.isFinite(value) ? value : null;

/** "$39", "$12.50". */
export function money(cents: number): string {
  const dollars = cents / 100;
  return `$${Number.isInteger(dollars) ? dollars.toLocaleString("en-US") : dollars.toFixed(2)}`;
}

const clock = new Intl.DateTimeFormat("en-US", {
  timeZone: SCHEDULE_TIME_ZONE,
  hour: "numeric",
  minute: "2-digit",
});

// A session read for a batch of entries is named by many of them: its start
// is written once per Date read (kept only as long as the names are).
const writtenTimes = new WeakMap<Date, string>();

/** "March 3, 2027, 1 pm ET": a session's start in the schedule's time zone. */
export function sessionTime(startsAt: Date | string): string {
  if (typeof startsAt === "string") return writeSessionTime(startsAt);
  let written = writtenTimes.get(startsAt);
  if (written === undefined) {
    written = writeSessionTime(startsAt);
    writtenTimes.set(startsAt, written);
  }
  return written;
}

function writeSessionTime(startsAt: Date | string): string {
  const date = new Date(startsAt);
  if (Number.isNaN(date.getTime())) return String(startsAt);
  const time = clock
    .format(date)
    .replace(":00", "")
    .replace(/\s?AM$/, " am")
    .replace(/\s?PM$/, " pm");
  return `${formatLongDate(date)}, ${time} ET`;
}

/** "1 attendee", "3 attendees". */
export function plural(n: number, one: string, many = `${one}s`): string {
  return `${n.toLocaleString("en-US")} ${n === 1 ? one : many}`;
}

/** "the title, the price and the credits". */
export function listInWords(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? "";
  return `${items.slice(0, -1).join(", ")} and ${items.at(-1)}`;
}

/** "memberPrice" → "member price". */
export function fieldWords(key: string): string {
  return key.replace(/([a-z0-9])([A-Z])/g, "$1 $2").toLowerCase();
}

/** The sentence as plain text (the CSV export, a link's accessible name). */
export function sentenceText(parts: readonly SentencePart[]): string {
  return parts.map((part) => (typeof part === "string" ? part : part.text)).join("");
}
