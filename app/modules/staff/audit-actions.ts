import { INBOX_STATUSES } from "~/content/inbox";
import { isStaffRole, STAFF_ROLE_DETAILS } from "~/content/staff-roles";
import { formatLongDate } from "~/lib/format";
import {
  type AuditNames,
  count,
  type DescribedEntry,
  field,
  fieldWords,
  listInWords,
  money,
  plural,
  type SentencePart,
  sessionTime,
  text,
} from "./audit-sentence";

// One describer per action code the console records: what the action is
// called in the filter, the area it belongs to, and the sentence after the
// actor's name. tests/unit/describe-audit-entry.test.ts fails when a code
// recorded anywhere in app/ has no entry here.

/** What a describer is given: the entry, and the records it names, named and linked. */
export type Words = {
  entry: DescribedEntry;
  before(key: string): unknown;
  after(key: string): unknown;
  /** The entry's own record, named and linked ("course AI and the Law"). */
  record(): SentencePart[];
  course(id: string | null): SentencePart;
  session(id: string | null): SentencePart[];
  person(uid: string | null, fallback?: string | null): SentencePart;
  /** A name linked to the staff page of a record (text alone where it has none, or in the export). */
  link(name: string, recordType: string, id: string): SentencePart;
  names: AuditNames;
};

export type AuditGroup =
  | "Courses"
  | "Lecture media"
  | "Live sessions"
  | "Orders"
  | "Attendees"
  | "Certificates"
  | "Inbox"
  | "Discounts and financial aid"
  | "Bundles"
  | "Faculty and evaluations"
  | "Reports and retention"
  | "Firms"
  | "Staff roles";

export type AuditAction = {
  /** The action in words, as the filter offers it ("Refunded an order"). */
  label: string;
  group: AuditGroup;
  /** The sentence after the actor's name. */
  words: (w: Words) => SentencePart[];
};

const changedKeys = (w: Words): string[] => {
  const after = w.entry.after;
  return after !== null && typeof after === "object" && !Array.isArray(after)
    ? Object.keys(after)
    : [];
};

const FIELD_WORDS: Record<string, string> = {
  facultyIds: "faculty",
  accreditations: "state approvals",
  categorySlug: "category",
  imageAlt: "artwork's description",
  joinUrl: "join link",
  startsAt: "start",
  durationMinutes: "length",
  soldOut: "sold-out mark",
  courseIds: "courses",
  priceCents: "price",
  memberPriceCents: "members' price",
  slug: "address",
};

/** A message to registrants, named by its subject when the entry still holds it, and linked. */
const mailing = (w: Words): SentencePart[] => {
  const subject = text(w.after("subject")) ?? text(w.before("subject"));
  return [
    "the message ",
    w.link(subject ? `“${subject}”` : "to registrants", "mailing", w.entry.recordId),
  ];
};

/** "the title, price and credits" of what an edit changed, or "details" when unknown. */
const changedWords = (w: Words): string => {
  const keys = changedKeys(w).map((key) => FIELD_WORDS[key] ?? fieldWords(key));
  return keys.length > 0 ? `the ${listInWords(keys)}` : "the details";
};

const quoted = (value: unknown): string => {
  const title = text(value);
  return title ? `“${title}”` : "";
};

const fileTitle = (value: unknown): string | null =>
  text(field(value, "title")) ?? text(field(value, "fileName"));

const course = (verb: string, rest = ""): AuditAction["words"] => {
  return (w) => [`${verb} course `, ...w.record(), rest];
};

const bundle = (verb: string, rest = ""): AuditAction["words"] => {
  return (w) => [`${verb} bundle `, ...w.record(), rest];
};

const roleName = (value: unknown): string => {
  const role = text(value);
  return role && isStaffRole(role) ? STAFF_ROLE_DETAILS[role].label : (role ?? "a staff");
};

const percentOrAmount = (kind: unknown, value: unknown): string => {
  const n = count(value);
  if (n === null) return "";
  return kind === "percent" ? ` (${n}% off)` : kind === "amount" ? ` (${money(n)} off)` : "";
};

export const AUDIT_ACTIONS: Record<string, AuditAction> = {
  // Courses
  "course.create": { label: "Created a course", group: "Courses", words: course("created") },
  "course.update": {
    label: "Edited a course",
    group: "Courses",
    words: (w) => [`changed ${changedWords(w)} of course `, ...w.record()],
  },
  "course.publish": { label: "Published a course", group: "Courses", words: course("published") },
  "course.copy": {
    label: "Copied a course",
    group: "Courses",
    words: (w) => {
      const from = text(w.after("copiedFrom"));
      const sessions = count(w.after("sessions")) ?? 0;
      const approvals = count(w.after("approvals")) ?? 0;
      const weeks = count(w.after("weeksLater"));
      const extras = [
        ...(sessions > 0
          ? [
              `${plural(sessions, "session")}${weeks !== null ? ` moved ${plural(weeks, "week")} later` : ""}`,
            ]
          : []),
        ...(approvals > 0 ? [`${plural(approvals, "state approval")} to file`] : []),
      ];
      return [
        "made course ",
        ...w.record(),
        ...(from ? [" as a copy of ", w.course(from)] : [" as a copy"]),
        extras.length > 0 ? `, with ${listInWords(extras)}` : "",
      ];
    },
  },
  "course.pending-save": {
    label: "Saved pending changes to a course",
    group: "Courses",
    words: (w) => [
      `saved pending changes to ${changedWords(w)} of course `,
      ...w.record(),
      " (not public yet)",
    ],
  },
  "course.pending-publish": {
    label: "Published a course's pending changes",
    group: "Courses",
    words: (w) => [`published pending changes to ${changedWords(w)} of course `, ...w.record()],
  },
  "course.pending-discard": {
    label: "Discarded a course's pending changes",
    group: "Courses",
    words: (w) => {
      // The entry keeps what was dropped in `before`: name those parts.
      const before = w.entry.before;
      const keys =
        before !== null && typeof before === "object" && !Array.isArray(before)
          ? Object.keys(before).map((key) => FIELD_WORDS[key] ?? fieldWords(key))
          : [];
      const what = keys.length > 0 ? ` to the ${listInWords(keys)}` : "";
      return [`discarded the pending changes${what} of course `, ...w.record()];
    },
  },
  "course.announce": {
    label: "Announced a course as upcoming",
    group: "Courses",
    words: course("announced", " as upcoming"),
  },
  "course.unpublish": {
    label: "Took a course back to draft",
    group: "Courses",
    words: course("took", " back to draft"),
  },
  "course.archive": { label: "Archived a course", group: "Courses", words: course("archived") },
  "course.restore": {
    label: "Restored an archived course",
    group: "Courses",
    words: course("restored", " to draft"),
  },
  "course.undo": {
    label: "Undid an archive or unpublish",
    group: "Courses",
    words: (w) => [
      `undid the ${w.after("undid") === "course.unpublish" ? "unpublishing" : "archiving"} of course `,
      ...w.record(),
      ` (${text(w.after("status")) || "its status"} again)`,
    ],
  },
  "course.delete": {
    label: "Deleted a draft course",
    group: "Courses",
    words: (w) => [
      `deleted the draft course ${quoted(w.before("title")) || w.entry.recordId}`,
      w.before("title") ? ` (${w.entry.recordId})` : "",
    ],
  },
  "course.address": {
    label: "Changed a course's address",
    group: "Courses",
    words: (w) => {
      const from = text(w.before("slug"));
      const to = text(w.after("slug"));
      return [
        "changed the address of course ",
        ...w.record(),
        from && to ? ` from /${from} to /${to}` : "",
      ];
    },
  },
  "course.artwork": {
    label: "Changed a course's artwork",
    group: "Courses",
    words: (w) => ["changed the artwork of course ", ...w.record()],
  },
  "course.preview": {
    label: "Set a course's free preview",
    group: "Courses",
    words: (w) => {
      const seconds = count(w.after("previewSeconds"));
      return [
        "set the free preview of course ",
        ...w.record(),
        seconds === null ? "" : seconds === 0 ? " to none" : ` to ${plural(seconds, "second")}`,
      ];
    },
  },
  "course.feature": {
    label: "Featured a course",
    group: "Courses",
    words: course("featured", " on the home page"),
  },
  "course.unfeature": {
    label: "Took a course off the home page",
    group: "Courses",
    words: (w) => {
      const next = text(w.after("featuredCourse"));
      return [
        "took course ",
        ...w.record(),
        " off the home page",
        ...(next && next !== w.entry.recordId ? [" for ", w.course(next)] : []),
      ];
    },
  },
  "course.move": {
    label: "Moved a course in the catalogue",
    group: "Courses",
    words: (w) => {
      const from = count(w.before("position"));
      const to = count(w.after("position"));
      const way = from !== null && to !== null ? (to < from ? " up" : " down") : "";
      return ["moved course ", ...w.record(), `${way} in the catalogue`];
    },
  },
  "course.accreditation": {
    label: "Changed a course's state approvals",
    group: "Courses",
    words: (w) => ["changed the state approvals of course ", ...w.record()],
  },
  "course.chapters": {
    label: "Changed a lecture's chapters",
    group: "Courses",
    words: (w) => ["changed the lecture chapters of course ", ...w.record()],
  },
  "course.release-day": {
    label: "Set a course's release day",
    group: "Courses",
    words: (w) => {
      const day = text(w.after("releaseOn"));
      return [
        day ? "set the release day of course " : "cleared the release day of course ",
        ...w.record(),
        day ? ` to ${formatLongDate(day)}` : "",
      ];
    },
  },
  "course.application-documents": {
    label: "Downloaded bar application documents",
    group: "Courses",
    words: (w) => ["downloaded the bar application documents of course ", ...w.record()],
  },
  "course.materials-titles": {
    label: "Renamed course materials",
    group: "Courses",
    words: (w) => ["renamed the materials of course ", ...w.record()],
  },
  "course.materials-move": {
    label: "Reordered course materials",
    group: "Courses",
    words: (w) => ["reordered the materials of course ", ...w.record()],
  },
  "course.materials-remove": {
    label: "Removed a course material",
    group: "Courses",
    words: (w) => ["removed a material from course ", ...w.record()],
  },
  "course.materials-restore": {
    label: "Restored a course material",
    group: "Courses",
    words: (w) => ["restored a material to course ", ...w.record()],
  },

  // Lecture media
  "media.upload-video": {
    label: "Uploaded a lecture video",
    group: "Lecture media",
    words: (w) => {
      const waiting = w.after("waiting");
      const file = fileTitle(waiting ?? w.after("file"));
      return [
        `uploaded the lecture video ${quoted(file)}`.trimEnd(),
        " to course ",
        ...w.record(),
        waiting ? ", waiting for its captions" : "",
      ];
    },
  },
  "media.upload-captions": {
    label: "Uploaded lecture captions",
    group: "Lecture media",
    words: (w) => [
      "uploaded captions to course ",
      ...w.record(),
      w.after("video") ? ", which put the waiting video live" : "",
    ],
  },
  "media.withdraw-video": {
    label: "Withdrew a video waiting for captions",
    group: "Lecture media",
    words: (w) => [
      `withdrew the video ${quoted(fileTitle(w.before("waiting")))}`.trimEnd(),
      " waiting for captions on course ",
      ...w.record(),
    ],
  },
  "media.upload-handout": {
    label: "Added a handout",
    group: "Lecture media",
    words: (w) => [
      `added the handout ${quoted(fileTitle(w.after("file")))}`.trimEnd(),
      " to course ",
      ...w.record(),
    ],
  },
  "media.remove-handout": {
    label: "Removed a handout",
    group: "Lecture media",
    words: (w) => [
      `removed the handout ${quoted(fileTitle(w.before("file")))}`.trimEnd(),
      " from course ",
      ...w.record(),
    ],
  },

  // Live sessions
  "session.schedule": {
    label: "Scheduled a live session",
    group: "Live sessions",
    words: (w) => {
      const rerunOf = text(w.after("rerunOf"));
      return [
        "scheduled ",
        ...w.record(),
        ...(rerunOf ? [", a re-run of ", ...w.session(rerunOf)] : []),
      ];
    },
  },
  "session.reschedule": {
    label: "Moved a live session",
    group: "Live sessions",
    words: (w) => {
      const to = text(w.after("startsAt"));
      return ["moved ", ...w.record(), to ? ` to ${sessionTime(to)}` : ""];
    },
  },
  "session.edit": {
    label: "Edited a live session",
    group: "Live sessions",
    words: (w) => [`changed ${changedWords(w)} of `, ...w.record()],
  },
  "session.cancel": {
    label: "Cancelled a live session",
    group: "Live sessions",
    words: (w) => {
      const told = count(w.before("registrants"));
      return [
        "cancelled ",
        ...w.record(),
        told === null ? "" : ` (${plural(told, "registrant")} told)`,
      ];
    },
  },
  "session.cancel-undo": {
    label: "Undid a live session's cancellation",
    group: "Live sessions",
    words: (w) => {
      const withdrawn = count(w.after("mailsWithdrawn"));
      return [
        "undid the cancellation of ",
        ...w.record(),
        withdrawn === null ? "" : ` (${plural(withdrawn, "unsent mail")} withdrawn)`,
      ];
    },
  },
  "session.cancel-tell-now": {
    label: "Sent a cancellation's mails at once",
    group: "Live sessions",
    words: (w) => {
      const mails = count(w.after("mails"));
      return [
        "sent the cancellation mails of ",
        ...w.record(),
        mails === null ? " at once" : ` at once (${plural(mails, "mail")}), giving up the undo`,
      ];
    },
  },
  "session.join-link": {
    label: "Changed a session's join link",
    group: "Live sessions",
    words: (w) => ["changed the join link of ", ...w.record()],
  },
  "waiting-list.move-up": {
    label: "Moved someone up a waiting list",
    group: "Live sessions",
    words: (w) => [
      "moved ",
      w.person(text(w.after("uid"))),
      ` up to place ${count(w.after("place")) ?? "?"} on the waiting list of `,
      ...w.record(),
    ],
  },
  "waiting-list.move-down": {
    label: "Moved someone down a waiting list",
    group: "Live sessions",
    words: (w) => [
      "moved ",
      w.person(text(w.after("uid"))),
      ` down to place ${count(w.after("place")) ?? "?"} on the waiting list of `,
      ...w.record(),
    ],
  },
  "waiting-list.remove": {
    label: "Took someone off a waiting list",
    group: "Live sessions",
    words: (w) => [
      "took ",
      w.person(text(w.after("uid"))),
      " off the waiting list of ",
      ...w.record(),
    ],
  },

  // Orders
  "order.refund": {
    label: "Refunded an order",
    group: "Orders",
    words: (w) => {
      const cents = count(w.after("amountCents"));
      const order = w.names.orders[w.entry.recordId];
      return [
        cents === null ? "refunded order " : `refunded ${money(cents)} of order `,
        ...w.record(),
        ...(order?.attendeeId ? [" to ", w.person(order.attendeeId, order.attendee)] : []),
      ];
    },
  },
  "order.mark-invoice-paid": {
    label: "Marked an invoice paid",
    group: "Orders",
    words: (w) => ["marked the invoice of order ", ...w.record(), " paid"],
  },
  "order.resend-receipt": {
    label: "Sent a receipt again",
    group: "Orders",
    words: (w) => {
      const order = w.names.orders[w.entry.recordId];
      return [
        "sent the receipt of order ",
        ...w.record(),
        " again",
        ...(order?.attendeeId ? [" to ", w.person(order.attendeeId, order.attendee)] : []),
      ];
    },
  },

  // Attendees
  "registration.move": {
    label: "Moved a registration to another session",
    group: "Attendees",
    words: (w) => {
      const from = text(w.before("liveSessionId"));
      const to = text(w.after("liveSessionId"));
      return [
        "moved ",
        ...w.record(),
        ...(from ? [" from ", ...w.session(from)] : []),
        ...(to ? [" to ", ...w.session(to)] : []),
      ];
    },
  },
  "mailing.create": {
    label: "Wrote a message to registrants",
    group: "Attendees",
    words: (w) => {
      const sessionId = text(w.after("sessionId"));
      const courseId = text(w.after("courseId"));
      return [
        "wrote ",
        ...mailing(w),
        ...(sessionId
          ? [" to the registrants of ", ...w.session(sessionId)]
          : courseId
            ? [" to the registrants of ", w.course(courseId)]
            : []),
      ];
    },
  },
  "mailing.update": {
    label: "Edited a message to registrants",
    group: "Attendees",
    words: (w) => [`changed ${changedWords(w)} of `, ...mailing(w)],
  },
  "mailing.test": {
    label: "Sent themselves a test of a message to registrants",
    group: "Attendees",
    words: (w) => ["sent themselves a test of ", ...mailing(w)],
  },
  "mailing.send": {
    label: "Sent a message to registrants",
    group: "Attendees",
    words: (w) => {
      const recipients = count(w.after("recipients"));
      const optedOut = count(w.after("optedOut")) ?? 0;
      return [
        "sent ",
        ...mailing(w),
        recipients === null ? " to its registrants" : ` to ${plural(recipients, "registrant")}`,
        optedOut > 0
          ? ` (${plural(optedOut, "person", "people")} left out: they opted out of news)`
          : "",
      ];
    },
  },
  "attendance.correct": {
    label: "Corrected attendance",
    group: "Attendees",
    words: (w) => {
      const outcome = text(w.after("outcome"));
      const courseId = text(w.after("courseId"));
      return [
        "corrected the attendance of ",
        ...w.record(),
        ...(courseId ? [" at ", w.course(courseId)] : []),
        outcome ? ` (${fieldWords(outcome).replace("-", " ")})` : "",
      ];
    },
  },

  // Certificates
  "certificate.revoke": {
    label: "Revoked a certificate",
    group: "Certificates",
    words: (w) => ["revoked ", ...w.record()],
  },
  "certificate.reissue": {
    label: "Re-issued a certificate",
    group: "Certificates",
    words: (w) => {
      const id = text(w.after("id"));
      const version = count(w.after("version"));
      return [
        "re-issued ",
        ...w.record(),
        ...(id && id !== w.entry.recordId
          ? [
              " as ",
              w.link(version === null ? id : `version ${version} (${id})`, "certificate", id),
            ]
          : []),
      ];
    },
  },
  "certificate.resend": {
    label: "Sent a certificate again",
    group: "Certificates",
    words: (w) => {
      const to = text(w.after("to"));
      return ["sent ", ...w.record(), " again", to ? ` to ${to}` : ""];
    },
  },

  // Inbox
  "inbox.update": {
    label: "Changed an inbox item's status or assignee",
    group: "Inbox",
    words: (w) => {
      const status = text(w.after("status"));
      const assignee = text(w.after("assigneeId"));
      const statusWord =
        status && Object.hasOwn(INBOX_STATUSES, status)
          ? INBOX_STATUSES[status as keyof typeof INBOX_STATUSES]
          : status;
      const changedStatus = status !== null && status !== text(w.before("status"));
      const changedAssignee = assignee !== text(w.before("assigneeId"));
      const parts: SentencePart[] = ["updated ", ...w.record()];
      const what: SentencePart[] = [];
      if (changedStatus && statusWord) what.push(`marked it ${statusWord.toLowerCase()}`);
      if (changedAssignee) {
        if (what.length > 0) what.push(" and ");
        what.push(...(assignee ? ["assigned it to ", w.person(assignee)] : ["unassigned it"]));
      }
      return what.length > 0 ? [...parts, ": ", ...what] : parts;
    },
  },
  "inbox.note": {
    label: "Added a note to an inbox item",
    group: "Inbox",
    words: (w) => ["added a note to ", ...w.record()],
  },
  "inbox.reply": {
    label: "Replied to an inbox item",
    group: "Inbox",
    words: (w) => {
      const subject = text(w.after("subject"));
      return ["replied to ", ...w.record(), subject ? ` (“${subject}”)` : ""];
    },
  },

  // Discounts and financial aid
  "aid-request.grant": {
    label: "Granted a financial aid request",
    group: "Discounts and financial aid",
    words: (w) => {
      const codeId = text(w.after("discountCodeId"));
      const code = codeId ? w.names.discountCodes[codeId] : undefined;
      return [
        "granted ",
        ...w.record(),
        percentOrAmount(w.after("kind"), w.after("value")),
        ...(codeId ? [" with code ", w.link(code ?? codeId, "discount-code", codeId)] : []),
      ];
    },
  },
  "aid-request.decline": {
    label: "Declined a financial aid request",
    group: "Discounts and financial aid",
    words: (w) => ["declined ", ...w.record()],
  },
  "aid-policy.save": {
    label: "Saved the financial aid policy",
    group: "Discounts and financial aid",
    words: (w) => {
      const version = count(w.after("version"));
      return [
        version === null ? "saved " : `saved version ${version} of `,
        w.link("the financial aid policy", "aid-policy", w.entry.recordId),
      ];
    },
  },
  "discount-code.create": {
    label: "Created a discount code",
    group: "Discounts and financial aid",
    words: (w) => ["created ", ...w.record(), percentOrAmount(w.after("kind"), w.after("value"))],
  },
  "discount-code.end": {
    label: "Ended a discount code",
    group: "Discounts and financial aid",
    words: (w) => ["ended ", ...w.record()],
  },

  // Bundles
  "bundle.create": { label: "Created a bundle", group: "Bundles", words: bundle("created") },
  "bundle.update": {
    label: "Edited a bundle",
    group: "Bundles",
    words: (w) => [`changed ${changedWords(w)} of bundle `, ...w.record()],
  },
  "bundle.delete": { label: "Deleted a bundle", group: "Bundles", words: bundle("deleted") },
  "bundle.publish": { label: "Published a bundle", group: "Bundles", words: bundle("published") },
  "bundle.unpublish": {
    label: "Took a bundle back to draft",
    group: "Bundles",
    words: bundle("took", " back to draft"),
  },
  "bundle.archive": { label: "Archived a bundle", group: "Bundles", words: bundle("archived") },
  "bundle.restore": {
    label: "Restored an archived bundle",
    group: "Bundles",
    words: bundle("restored"),
  },
  "bundle.add-course": {
    label: "Added a course to a bundle",
    group: "Bundles",
    words: (w) => {
      const added = addedOrRemoved(w, "after", "before");
      return [
        "added ",
        ...(added ? ["course ", w.course(added)] : ["a course"]),
        " to bundle ",
        ...w.record(),
      ];
    },
  },
  "bundle.remove-course": {
    label: "Removed a course from a bundle",
    group: "Bundles",
    words: (w) => {
      const removed = addedOrRemoved(w, "before", "after");
      return [
        "removed ",
        ...(removed ? ["course ", w.course(removed)] : ["a course"]),
        " from bundle ",
        ...w.record(),
      ];
    },
  },
  "bundle.move-course": {
    label: "Reordered a bundle's courses",
    group: "Bundles",
    words: (w) => ["reordered the courses of bundle ", ...w.record()],
  },

  // Faculty and evaluations
  "faculty.create": {
    label: "Added a faculty member",
    group: "Faculty and evaluations",
    words: (w) => ["added the faculty member ", ...w.record()],
  },
  "faculty.update": {
    label: "Edited a faculty profile",
    group: "Faculty and evaluations",
    words: (w) => [`changed ${changedWords(w)} of the faculty profile of `, ...w.record()],
  },
  "faculty.delete": {
    label: "Deleted a faculty profile",
    group: "Faculty and evaluations",
    words: (w) => [`deleted the faculty profile of ${text(w.before("name")) ?? w.entry.recordId}`],
  },
  "faculty.portrait": {
    label: "Changed a faculty portrait",
    group: "Faculty and evaluations",
    words: (w) => ["changed the portrait of ", ...w.record()],
  },
  "faculty.login": {
    label: "Set a faculty login",
    group: "Faculty and evaluations",
    words: (w) => {
      const email = text(w.after("loginEmail"));
      return email
        ? ["let ", ...w.record(), ` sign in to the faculty pages as ${email}`]
        : ["removed the faculty login of ", ...w.record()];
    },
  },
  "question.answer": {
    label: "Answered an attendee's question",
    group: "Faculty and evaluations",
    words: (w) => ["answered ", ...w.record()],
  },
  "evaluation-form.save": {
    label: "Saved an evaluation form",
    group: "Faculty and evaluations",
    words: (w) => {
      const version = count(w.after("version"));
      return [version === null ? "saved " : `saved version ${version} of `, ...w.record()];
    },
  },
  "evaluation.summary-mailed": {
    label: "Mailed an evaluation summary to faculty",
    group: "Faculty and evaluations",
    words: (w) => {
      const facultyId = text(w.after("facultyId"));
      return [
        "mailed the evaluation summary of course ",
        ...w.record(),
        ...(facultyId
          ? [" to ", w.link(w.names.faculty[facultyId] ?? facultyId, "faculty", facultyId)]
          : []),
      ];
    },
  },

  // Reports and retention
  "bar-report.submit": {
    label: "Submitted a report to a bar",
    group: "Reports and retention",
    words: (w) => {
      const reference = text(w.after("reference"));
      return ["submitted ", ...w.record(), reference ? ` (reference ${reference})` : ""];
    },
  },
  "records.retention-purge": {
    label: "Removed records past their retention period",
    group: "Reports and retention",
    words: (w) => {
      const counts = [
        ["deleted", "certificate"],
        ["corrections", "attendance correction"],
        ["orders", "order"],
        ["shredded", "audit entry's details", "audit entries' details"],
        ["questions", "question"],
        ["evaluations", "evaluation"],
        ["bulkJobs", "finished bulk job"],
      ] as const;
      const said = counts.flatMap(([key, one, many]) => {
        const n = count(w.after(key));
        return n ? [plural(n, one, many)] : [];
      });
      return [
        "removed records past their retention period",
        said.length > 0 ? ` (${listInWords(said)})` : "",
      ];
    },
  },

  // Firms
  "firm.note": {
    label: "Added a note to a firm",
    group: "Firms",
    words: (w) => ["added a note to ", ...w.record()],
  },
  "firm.invitation-extend": {
    label: "Extended a firm invitation",
    group: "Firms",
    words: (w) => {
      const email = text(w.after("email"));
      const until = text(w.after("expiresAt"));
      return [
        `extended the invitation${email ? ` of ${email}` : ""} to `,
        ...w.record(),
        until ? ` until ${formatLongDate(new Date(until))}` : "",
      ];
    },
  },
  "firm.seat-move": {
    label: "Moved a firm's seat",
    group: "Firms",
    words: (w) => ["moved a seat of ", ...w.record(), " to another member"],
  },
  "firm-billing.invoice-threshold": {
    label: "Set the invoice threshold",
    group: "Firms",
    words: (w) => {
      const cents = count(w.after("invoiceThresholdCents"));
      return [
        cents === null
          ? "changed the amount from which firm orders are invoiced"
          : `set firm orders of ${money(cents)} or more to be invoiced`,
      ];
    },
  },
  "firm.invitation-resend": {
    label: "Sent a firm invitation again",
    group: "Firms",
    words: (w) => {
      const email = text(w.after("email"));
      return [`sent the invitation to `, ...w.record(), " again", email ? ` to ${email}` : ""];
    },
  },

  // Staff roles
  "staff.grant": {
    label: "Gave a staff role",
    group: "Staff roles",
    words: (w) => ["gave ", ...w.record(), ` the ${roleName(w.after("role"))} role`],
  },
  "staff.revoke": {
    label: "Took a staff role away",
    group: "Staff roles",
    words: (w) => [`took the ${roleName(w.before("role"))} role from `, ...w.record()],
  },
};

function addedOrRemoved(w: Words, more: "before" | "after", less: "before" | "after") {
  const ids = (value: unknown) =>
    Array.isArray(value) ? value.filter((id): id is string => typeof id === "string") : [];
  const had = new Set(ids(w[less]("courseIds")));
  return ids(w[more]("courseIds")).find((id) => !had.has(id)) ?? null;
}

export const AUDIT_GROUPS: readonly AuditGroup[] = [
  "Courses",
  "Lecture media",
  "Live sessions",
  "Orders",
  "Attendees",
  "Certificates",
  "Inbox",
  "Discounts and financial aid",
  "Bundles",
  "Faculty and evaluations",
  "Reports and retention",
  "Firms",
  "Staff roles",
];
