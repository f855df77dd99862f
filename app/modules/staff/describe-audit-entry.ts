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

const link = (name: string, recordType: string, id: string): SentencePart => {
  const href = recordPath(recordType, id);
  return href ? { text: name, href } : name;
};

function wordsFor(entry: DescribedEntry, names: AuditNames): Words {
  const course = (id: string | null): SentencePart =>
    id ? link(names.courses[id] ?? id, "course", id) : "a course";
  const person = (uid: string | null, fallback?: string | null): SentencePart =>
    uid ? link(names.people[uid] || fallback || uid, "attendee", uid) : (fallback ?? "someone");
  const session = (id: string | null): SentencePart[] => {
    if (!id) return ["a live session"];
    const known = names.sessions[id];
    if (!known) return ["the live session ", link(id, "live-session", id)];
    return [
      "the live session of ",
      link(sessionTime(known.startsAt), "live-session", id),
      " of ",
      course(known.courseId),
    ];
  };
  const { recordType: type, recordId: id } = entry;
  const record = (): SentencePart[] => {
    switch (type) {
      case "course":
        return [course(id)];
      case "live-session":
        return session(id);
      case "order":
        return [link(id, "order", id)];
      case "certificate": {
        const known = names.certificates[id];
        return known
          ? [
              link(id, "certificate", id),
              " of ",
              person(known.holderId, known.holder),
              " for ",
              known.courseTitle,
            ]
          : ["certificate ", link(id, "certificate", id)];
      }
      case "attendee":
      case "account":
        return [
          person(id, text(field(entry.after, "email")) ?? text(field(entry.before, "email"))),
        ];
      case "registration": {
        const parts = registrationParts(id);
        return parts
          ? [person(parts.uid), "’s registration for ", course(parts.courseId)]
          : [`registration ${id}`];
      }
      case "inbox-item":
        return ["the inbox item from ", link(names.inbox[id] ?? id, type, id)];
      case "aid-request":
        return ["the financial aid request from ", link(names.inbox[`aid:${id}`] ?? id, type, id)];
      case "aid-policy":
        return [link("the financial aid policy", type, id)];
      case "bundle":
        return [link(names.bundles[id] ?? id, type, id)];
      case "faculty":
        return [link(names.faculty[id] ?? id, type, id)];
      case "discount-code":
        return ["discount code ", link(names.discountCodes[id] ?? id, type, id)];
      case "firm":
        return ["firm ", link(names.firms[id] ?? id, type, id)];
      case "evaluation-form":
        return [link("the evaluation form", type, id), " of course ", course(id)];
      case "bar_report": {
        const known = names.reports[id];
        const state = known ? (findState(known.state)?.name ?? known.state) : null;
        return known
          ? [link(`the report to the ${state} bar`, type, id), ` for ${known.courseTitle}`]
          : ["report ", link(id, type, id)];
      }
      case "course_question": {
        const known = names.questions[id];
        return known
          ? [link(`a question from ${known.asker}`, type, id), " on ", course(known.courseId)]
          : [link("a question", type, id)];
      }
      default:
        return [link(`${type} ${id}`, type, id)];
    }
  };
  return {
    entry,
    before: (key) => field(entry.before, key),
    after: (key) => field(entry.after, key),
    record,
    course,
    session,
    person,
    names,
  };
}

/**
 * The entry as one sentence in plain words, its records linked: "Sam Lee
 * refunded $39 of order ord_1 to Ada Park: duplicate purchase". An action
 * without a describer still reads as a sentence: "Sam Lee did
 * firm.seat-move on firm f_123".
 */
export function describeAuditEntry(entry: DescribedEntry, names: AuditNames): SentencePart[] {
  const words = wordsFor(entry, names);
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
