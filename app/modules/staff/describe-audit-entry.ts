import { findState } from "~/content/states";
import { AUDIT_ACTIONS, AUDIT_GROUPS, type AuditGroup, type Words } from "./audit-actions";
import {
  type AuditNames,
  type DescribedEntry,
  field,
  recordPath,
  registrationParts,
  type SentencePart,
  sessionTime,
  text,
} from "./audit-sentence";

/**
 * Who acted, in words: the account's name as it is now, or, for an actor that
 * is no account (a shell command, the Stripe dashboard, the retention
 * schedule) or one since closed, what the entry recorded.
 */
export function actorName(entry: DescribedEntry, names: AuditNames): string {
  if (entry.actorId) return names.people[entry.actorId] || entry.actorEmail;
  if (entry.actorEmail.startsWith("shell:")) {
    return `A shell command (${entry.actorEmail.slice("shell:".length)})`;
  }
  return entry.actorEmail;
}

/**
 * What an action's describer reads, for one entry: its methods live on the
 * prototype, so an export of a million entries makes one small object per
 * entry, not a set of closures. `linked` false writes names without their
 * staff pages (the CSV export: text only).
 */
class EntryWords implements Words {
  constructor(
    readonly entry: DescribedEntry,
    readonly names: AuditNames,
    private readonly linked: boolean,
  ) {}

  link(name: string, recordType: string, id: string): SentencePart {
    if (!this.linked) return name;
    const href = recordPath(recordType, id);
    return href ? { text: name, href } : name;
  }

  before(key: string): unknown {
    return field(this.entry.before, key);
  }

  after(key: string): unknown {
    return field(this.entry.after, key);
  }

  course(id: string | null): SentencePart {
    return id ? this.link(this.names.courses[id] ?? id, "course", id) : "a course";
  }

  person(uid: string | null, fallback?: string | null): SentencePart {
    return uid
      ? this.link(this.names.people[uid] || fallback || uid, "attendee", uid)
      : (fallback ?? "someone");
  }

  session(id: string | null): SentencePart[] {
    if (!id) return ["a live session"];
    const known = this.names.sessions[id];
    if (!known) return ["the live session ", this.link(id, "live-session", id)];
    return [
      "the live session of ",
      this.link(sessionTime(known.startsAt), "live-session", id),
      " of ",
      this.course(known.courseId),
    ];
  }

  record(): SentencePart[] {
    const { entry, names } = this;
    const { recordType: type, recordId: id } = entry;
    switch (type) {
      case "course":
        return [this.course(id)];
      case "live-session":
        return this.session(id);
      case "order":
        return [this.link(id, "order", id)];
      case "certificate": {
        const known = names.certificates[id];
        return known
          ? [
              this.link(id, "certificate", id),
              " of ",
              this.person(known.holderId, known.holder),
              " for ",
              known.courseTitle,
            ]
          : ["certificate ", this.link(id, "certificate", id)];
      }
      case "attendee":
      case "account":
        return [
          this.person(id, text(field(entry.after, "email")) ?? text(field(entry.before, "email"))),
        ];
      case "registration": {
        const parts = registrationParts(id);
        return parts
          ? [this.person(parts.uid), "’s registration for ", this.course(parts.courseId)]
          : [`registration ${id}`];
      }
      case "inbox-item":
        return ["the inbox item from ", this.link(names.inbox[id] ?? id, type, id)];
      case "aid-request":
        return [
          "the financial aid request from ",
          this.link(names.inbox[`aid:${id}`] ?? id, type, id),
        ];
      case "aid-policy":
        return [this.link("the financial aid policy", type, id)];
      case "bundle":
        return [this.link(names.bundles[id] ?? id, type, id)];
      case "faculty":
        return [this.link(names.faculty[id] ?? id, type, id)];
      case "discount-code":
        return ["discount code ", this.link(names.discountCodes[id] ?? id, type, id)];
      case "firm":
        return ["firm ", this.link(names.firms[id] ?? id, type, id)];
      case "evaluation-form":
        return [this.link("the evaluation form", type, id), " of course ", this.course(id)];
      case "bar_report": {
        const known = names.reports[id];
        const state = known ? (findState(known.state)?.name ?? known.state) : null;
        return known
          ? [this.link(`the report to the ${state} bar`, type, id), ` for ${known.courseTitle}`]
          : ["report ", this.link(id, type, id)];
      }
      case "course_question": {
        const known = names.questions[id];
        return known
          ? [
              this.link(`a question from ${known.asker}`, type, id),
              " on ",
              this.course(known.courseId),
            ]
          : [this.link("a question", type, id)];
      }
      default:
        return [this.link(`${type} ${id}`, type, id)];
    }
  }
}

/**
 * The entry as one sentence in plain words, its records linked: "Sam Lee
 * refunded $39 of order ord_1 to Ada Park: duplicate purchase". An action
 * without a describer still reads as a sentence: "Sam Lee did
 * firm.seat-move on firm f_123".
 */
export function describeAuditEntry(
  entry: DescribedEntry,
  names: AuditNames,
  options: { linked?: boolean } = {},
): SentencePart[] {
  const words = new EntryWords(entry, names, options.linked ?? true);
  const known = Object.hasOwn(AUDIT_ACTIONS, entry.action) ? AUDIT_ACTIONS[entry.action] : null;
  const said = known ? known.words(words) : [`did ${entry.action} on `, ...genericRecord(words)];
  const parts: SentencePart[] = [actorName(entry, names), " ", ...said];
  if (entry.reason) parts.push(`: ${entry.reason}`);
  return joinText(parts);
}

/**
 * The names a shredded entry may show: no attendee's (its details were
 * removed with their record's retention period), only the actor's and the
 * catalogue's.
 */
export function namesForShredded(names: AuditNames, actorId: string | null): AuditNames {
  const actor = actorId ? names.people[actorId] : undefined;
  return {
    ...names,
    people: actorId && actor ? { [actorId]: actor } : {},
    orders: {},
    certificates: {},
    inbox: {},
    questions: {},
  };
}

/** An unknown action's record: what a known one says of it, or its type and id. */
function genericRecord(words: Words): SentencePart[] {
  const { recordType, recordId } = words.entry;
  const href = recordPath(recordType, recordId);
  return href ? words.record() : [`${recordType} ${recordId}`];
}

/** Adjacent texts joined, empty ones dropped: fewer nodes to render and compare. */
function joinText(parts: readonly SentencePart[]): SentencePart[] {
  const joined: SentencePart[] = [];
  for (const part of parts) {
    const last = joined.at(-1);
    if (typeof part === "string") {
      if (part === "") continue;
      if (typeof last === "string") joined[joined.length - 1] = last + part;
      else joined.push(part);
    } else {
      joined.push(part);
    }
  }
  return joined;
}

/** The action in words for the filter, or the code itself for one without a describer. */
export function actionLabel(action: string): string {
  return Object.hasOwn(AUDIT_ACTIONS, action) ? (AUDIT_ACTIONS[action]?.label ?? action) : action;
}

/**
 * The filter's choices, grouped by area, in words: every action the console
 * records, and any other code found in the log (new ones) under "Other".
 */
export function actionChoices(
  logged: readonly string[],
): { label: string; options: { value: string; label: string }[] }[] {
  const groups = new Map<AuditGroup | "Other", { value: string; label: string }[]>();
  for (const group of AUDIT_GROUPS) groups.set(group, []);
  for (const [value, action] of Object.entries(AUDIT_ACTIONS)) {
    groups.get(action.group)?.push({ value, label: action.label });
  }
  const other = logged
    .filter((code) => !Object.hasOwn(AUDIT_ACTIONS, code))
    .map((code) => ({ value: code, label: code }));
  if (other.length > 0) groups.set("Other", other);
  return [...groups].map(([label, options]) => ({
    label,
    options: options.sort((a, b) => a.label.localeCompare(b.label)),
  }));
}
