import { hashPassword } from "better-auth/crypto";
import { eq, sql } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { user } from "~/db/schema/auth";
import { refreshBarReportQueue } from "~/modules/bar-reports/refresh-bar-report-queue.server";
import { refreshCreditCheckFlags } from "~/modules/provider-compliance/refresh-credit-check-flags.server";
import { ANGLES, FIRST_NAMES, LAST_NAMES, TOPICS } from "./large-provider-words";

// A provider ten times the size the marketing claims (issue 38, point 4),
// built in bulk: each table filled by one INSERT … SELECT over
// generate_series, every value plain arithmetic on the row's number, so the
// same count gives the same rows on every machine and database. Nothing is
// random and nothing goes through the domain modules one row at a time:
// a million registrations through them would take hours. What the modules
// would have written beside each row (invoice documents, attendance codes,
// inbox items) is written here in bulk, the way they would have written it.
// See docs/decisions/0076-large-provider-seed.md.

/** The attorney whose dashboard is measured: 300 completions, a known sign-in. */
export const LARGE_ATTORNEY = {
  id: "lp-large",
  email: "large-attorney@example.com",
  password: "a-long-large-attorney-password-1",
  firstName: "Dana",
  lastName: "Whitfield",
  completions: 300,
} as const;

/** Every bulk row's id starts with this: the seed's rows are told apart from the app's own. */
export const LARGE_PROVIDER_PREFIX = "lp-";

export type LargeProviderShape = {
  registrations: number;
  attorneys: number;
  courses: number;
  sessions: number;
  auditEntries: number;
  inboxMessages: number;
  discountCodes: number;
};

/**
 * The provider's size from its registrations: at a million, 100,000
 * attorneys, 2,000 courses with five live sessions each and 5,000,000 audit
 * entries, and a hundredth of each at 10,000, except that there are always
 * enough courses for the large attorney's 300 completions (one registration
 * per attorney and course).
 */
export function largeProviderShape(registrations: number): LargeProviderShape {
  if (!Number.isInteger(registrations) || registrations < LARGE_ATTORNEY.completions) {
    throw new Error(
      `registrations must be a whole number of at least ${LARGE_ATTORNEY.completions} (the large attorney's own)`,
    );
  }
  const courses = Math.max(LARGE_ATTORNEY.completions + 20, Math.round(registrations / 500));
  return {
    registrations,
    attorneys: Math.max(10, Math.round(registrations / 10)),
    courses,
    sessions: courses * 5,
    auditEntries: registrations * 5,
    inboxMessages: Math.max(10, Math.round(registrations / 100)),
    discountCodes: 20,
  };
}

const AUDIT_ACTIONS: { action: string; recordType: string; record: string }[] = [
  { action: "order.refund", recordType: "order", record: "'lp-o-' || (1 + e % $R)" },
  { action: "session.schedule", recordType: "live-session", record: "$SESSION" },
  { action: "course.update", recordType: "course", record: "$COURSE" },
  // A registration's id is its account's and its course's: the account is open, so retention keeps it.
  {
    action: "registration.move",
    recordType: "registration",
    record: "'lp-a-' || (1 + e % $A) || '_' || $COURSE",
  },
  { action: "certificate.resend", recordType: "certificate", record: "'lp-cert-' || e" },
  { action: "inbox.update", recordType: "inbox-item", record: "'contact:lp-cm-' || (1 + e % $M)" },
];

/** A text[] literal for SQL (the words above carry no quotes). */
const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(", ")}]::text[]`;

/** Day 0 of the seeded history (the sessions run from here for four and a half years). */
const HISTORY_START = "2022-01-03 14:00:00+00";
const HISTORY_DAYS = 1640;

/**
 * The statements, in order, each with a label for the timings. All run in
 * one transaction: a seed that fails leaves nothing behind, and the order
 * triggers switched off for the bulk insert are on again whatever happens.
 */
export function largeProviderStatements(
  shape: LargeProviderShape,
  passwordHash: string,
): { label: string; statement: string }[] {
  const N = shape.registrations;
  const R = N - LARGE_ATTORNEY.completions; // the ordinary attorneys' registrations
  const A = shape.attorneys;
  const C = shape.courses;
  const S = shape.sessions;
  const M = shape.inboxMessages;
  const E = shape.auditEntries;
  // Each attorney's k-th registration is at course (a·37 + k·STEP) mod C: for
  // k below K (the most any attorney has) these never repeat, so one
  // registration per attorney and course holds.
  const K = Math.max(1, Math.ceil(R / A));
  const STEP = Math.max(1, Math.floor(C / K));
  const courseId = (n: string) => `'lp-c-' || lpad((${n})::text, 4, '0')`;
  const sessionId = (c: string, j: string) =>
    `'lp-s-' || lpad((${c})::text, 4, '0') || '-' || (${j})`;
  // A session's start: the course's j-th run, spread over the history, at one of eight hours.
  const sessionStart = (c: string, j: string) =>
    `timestamptz '${HISTORY_START}' + ((((${j}) - 1) * ${C} + (${c}) - 1) * ${HISTORY_DAYS} / ${S}) * interval '1 day' + (((${c}) + (${j})) % 8) * interval '1 hour'`;
  const audit = AUDIT_ACTIONS.map(({ action, recordType, record }, index) => ({
    index,
    action,
    recordType,
    record: record
      .replaceAll("$R", String(Math.max(1, R)))
      .replaceAll("$A", String(A))
      .replaceAll("$M", String(M))
      .replaceAll("$SESSION", sessionId(`1 + e % ${C}`, `1 + e % 5`))
      .replaceAll("$COURSE", courseId(`1 + e % ${C}`)),
  }));
  const documentNumber = (row: string) =>
    `${row}.year::text || '-' || case when ${row}.sequence < 100000 then lpad(${row}.sequence::text, 5, '0') else ${row}.sequence::text end`;
  const auditCase = (pick: (row: (typeof audit)[number]) => string) =>
    `case e % ${audit.length} ${audit.map((row) => `when ${row.index} then ${pick(row)}`).join(" ")} end`;

  return [
    {
      label: "scope",
      statement: `create temporary table lp_scope on commit drop as select
        (select array_agg(slug order by position) from states) as states,
        (select array_agg(code order by position) from states) as state_codes,
        (select array_agg(slug order by position) from course_categories) as categories,
        (select image_path from courses order by position limit 1) as image_path,
        (select image_alt from courses order by position limit 1) as image_alt,
        ${textArray(FIRST_NAMES)} as first_names,
        ${textArray(LAST_NAMES)} as last_names`,
    },
    {
      label: "attorneys (plan)",
      statement: `create temporary table lp_attorney on commit drop as
        select n as a, 'lp-a-' || n as uid,
          s.first_names[1 + (n * 7) % ${FIRST_NAMES.length}] as first_name,
          s.last_names[1 + (n * 7919) % ${LAST_NAMES.length}] as last_name,
          'lp-a-' || n || '@large.example' as email,
          1 + n % array_length(s.states, 1) as state_index,
          timestamptz '2021-06-01 12:00:00+00' + (n * 900 / ${A}) * interval '1 day' as created_at
        from generate_series(1, ${A}) n, lp_scope s
        union all
        select 0, '${LARGE_ATTORNEY.id}', '${LARGE_ATTORNEY.firstName}', '${LARGE_ATTORNEY.lastName}',
          '${LARGE_ATTORNEY.email}', array_position(s.states, 'new-york'), timestamptz '2021-05-01 12:00:00+00'
        from lp_scope s`,
    },
    {
      label: "users",
      statement: `insert into "user" (id, name, email, email_verified, created_at, updated_at)
        select uid, first_name || ' ' || last_name, email, true, created_at, created_at from lp_attorney`,
    },
    {
      label: "large attorney's password",
      statement: `insert into account (id, account_id, provider_id, user_id, password, created_at, updated_at)
        values ('lp-large-account', '${LARGE_ATTORNEY.id}', 'credential', '${LARGE_ATTORNEY.id}',
          '${passwordHash}', timestamptz '2021-05-01 12:00:00+00', timestamptz '2021-05-01 12:00:00+00')`,
    },
    {
      label: "profiles",
      statement: `insert into user_profiles (uid, first_name, last_name, email, state, created_at, updated_at)
        select a.uid, a.first_name, a.last_name, a.email, s.states[a.state_index], a.created_at, a.created_at
        from lp_attorney a, lp_scope s`,
    },
    {
      // Every attorney is admitted where they live; one in three in a second state too.
      label: "bar admissions",
      statement: `insert into bar_admissions (id, uid, state, bar_number, admitted_on, created_at)
        select 'lp-bar-' || a.a || '-' || x.k, a.uid, s.states[x.state_index],
          s.state_codes[x.state_index] || lpad(a.a::text, 7, '0'),
          date '2000-01-01' + (a.a * 7) % 8000, a.created_at
        from lp_attorney a, lp_scope s,
        lateral (values (1, a.state_index), (2, 1 + (a.state_index + 4) % array_length(s.states, 1))) x(k, state_index)
        where x.k = 1 or a.a % 3 = 0`,
    },
    {
      label: "courses",
      statement: `insert into courses (id, title, summary, description, category_slug, status, format, level,
          duration_minutes, price_cents, member_price_cents, image_path, image_alt, topics, slug, position,
          created_at, updated_at)
        select ${courseId("c")}, t.topic || ': ' || t.angle || ', part ' || c,
          'A one-hour live program on ' || lower(t.topic) || ' for practising attorneys.',
          'Part ' || c || ' of the provider''s series on ' || lower(t.topic) || ': ' || lower(t.angle) || '.',
          s.categories[1 + c % array_length(s.categories, 1)], 'archived', 'live_webcast', 'Intermediate',
          60, 14900, 9900, s.image_path, s.image_alt, jsonb_build_array(t.topic, t.angle), ${courseId("c")},
          1000 + c, timestamptz '2021-09-01 12:00:00+00', timestamptz '2021-09-01 12:00:00+00'
        from generate_series(1, ${C}) c, lp_scope s,
        lateral (select (${textArray(TOPICS)})[1 + c % ${TOPICS.length}] as topic,
          (${textArray(ANGLES)})[1 + (c * 7) % ${ANGLES.length}] as angle) t`,
    },
    {
      // One hour each: general, or half general and half ethics for one course in four.
      label: "course credits",
      statement: `insert into course_credits (course_id, credit_type, hours)
        select ${courseId("c")}, x.type, x.hours from generate_series(1, ${C}) c,
        lateral (values ('general', case when c % 4 = 0 then 0.5 else 1 end), ('ethics', 0.5)) x(type, hours)
        where x.type = 'general' or c % 4 = 0`,
    },
    {
      label: "state approvals",
      statement: `insert into course_state_approvals (course_id, state_slug, status, approval_number, approved_on, applied_on, credits)
        select ${courseId("c")}, s.states[i], 'approved', 'LP-' || s.state_codes[i] || '-' || c,
          date '2021-11-15', date '2021-10-01',
          case when c % 4 = 0 then '{"general": 0.5, "ethics": 0.5}'::jsonb else '{"general": 1}'::jsonb end
        from generate_series(1, ${C}) c, lp_scope s, generate_series(1, array_length(s.states, 1)) i`,
    },
    {
      label: "live sessions",
      statement: `insert into live_sessions (id, course_id, starts_at, duration_minutes, capacity, presenter, created_at, updated_at)
        select ${sessionId("c", "j")}, ${courseId("c")}, ${sessionStart("c", "j")}, 60,
          case when c = 1 and j = 1 then ${A + 500} else 500 end,
          s.first_names[1 + (c * 3 + j) % ${FIRST_NAMES.length}] || ' ' || s.last_names[1 + (c * 11 + j) % ${LAST_NAMES.length}],
          timestamptz '2021-09-01 12:00:00+00', timestamptz '2021-09-01 12:00:00+00'
        from generate_series(1, ${C}) c, generate_series(1, 5) j, lp_scope s`,
    },
    {
      // Two codes an hour, as ensureCheckpoints places them for a 60-minute
      // session (one per 50 minutes begun); the code from the id, in the codes' alphabet.
      label: "attendance checkpoints",
      statement: `insert into attendance_checkpoints (id, course_id, live_session_id, position, at_seconds, code, created_at)
        select ${sessionId("c", "j")} || '-cp' || p, ${courseId("c")}, ${sessionId("c", "j")}, p,
          case p when 1 then 1380 + (c * 37 + j) % 600 else 2880 + (c * 53 + j) % 600 end,
          translate(upper(substr(md5(${sessionId("c", "j")} || p), 1, 6)), '0123456789ABCDEF', 'ACDEFGHJKMNPQRTU'),
          timestamptz '2021-09-01 12:00:00+00'
        from generate_series(1, ${C}) c, generate_series(1, 5) j, generate_series(1, 2) p`,
    },
    {
      // The registrations' plan: who, which course and session, and what
      // became of it. Four in five completed (codes entered, a certificate),
      // nine in ten paid through an order, one in fifty of those refunded
      // (its certificate keeps the place), one in eight used a discount code.
      // Each attorney's first registration is at the flagship session
      // (lp-s-0001-1 of lp-c-0001): a tenth of the registrations, so a large
      // roster and its exports exist to time. That registration's own course
      // goes to whichever later one would have landed on the flagship, so no
      // attorney has a course twice.
      label: "registrations (plan)",
      statement: `create temporary table lp_reg on commit drop as
        select r.n, a.uid, a.first_name, a.last_name, a.email, a.state_index, r.c, r.j,
          ${sessionStart("r.c", "r.j")} as starts_at,
          ${sessionStart("r.c", "r.j")} - (1 + r.n % 20) * interval '1 day' - (r.n % 600) * interval '1 minute' as registered_at,
          r.completed, r.ordered, r.ordered and r.n % 50 = 1 as refunded,
          r.ordered and r.n % 8 = 3 as discounted
        from (
          select n, a, case when k = 0 then 1 when c = 1 then 1 + (a * 37) % ${C} else c end as c,
            case when k = 0 then 1 else 1 + (a - 1 + k) % 5 end as j, completed, ordered
          from (
            select n, 1 + (n - 1) % ${A} as a, (n - 1) / ${A} as k,
              1 + ((1 + (n - 1) % ${A}) * 37 + ((n - 1) / ${A}) * ${STEP}) % ${C} as c,
              n % 5 <> 0 as completed, n % 10 <> 0 as ordered
            from generate_series(1, ${R}) n
          ) planned
          union all
          select ${R} + c, 0, c, 1, true, true from generate_series(1, ${LARGE_ATTORNEY.completions}) c
        ) r join lp_attorney a on a.a = r.a`,
    },
    {
      label: "discount codes",
      statement: `insert into discount_codes (id, code, kind, value, scope, starts_at, purpose, note, created_by, created_at)
        select 'lp-dc-' || d, 'LPSAVE' || lpad(d::text, 2, '0'), 'percent', 20, 'all',
          timestamptz '2021-12-01 00:00:00+00', 'promotion', 'Large-provider seed', 'lp-staff-1@large.example',
          timestamptz '2021-12-01 00:00:00+00'
        from generate_series(1, ${shape.discountCodes}) d`,
    },
    {
      // The triggers that issue each order's receipt (and credit note) one row
      // at a time are off for the bulk insert: the documents are written
      // below in one statement, numbered as the triggers would have.
      label: "orders",
      statement: `alter table orders disable trigger orders_invoice_documents;
        alter table order_refunds disable trigger order_refunds_credit_note;
        insert into orders (id, uid, product, course_id, course_name, live_session_id, amount_cents,
          discount_code_id, discount_code, discount_cents, price_kind, status, provider, provider_reference,
          idempotency_key, attendee, hold_expires_at, paid_at, created_at, updated_at)
        select 'lp-o-' || r.n, r.uid, 'course', ${courseId("r.c")}, co.title, ${sessionId("r.c", "r.j")},
          case when r.discounted then 11920 else 14900 end,
          case when r.discounted then 'lp-dc-' || (1 + r.n % ${shape.discountCodes}) end,
          case when r.discounted then 'LPSAVE' || lpad((1 + r.n % ${shape.discountCodes})::text, 2, '0') end,
          case when r.discounted then 2980 else 0 end,
          'regular', case when r.refunded then 'refunded' else 'paid' end, 'test', 'lp-pay-' || r.n,
          'lp-o-' || r.n,
          jsonb_build_object('firstName', r.first_name, 'lastName', r.last_name, 'email', r.email, 'state', s.states[r.state_index]),
          r.registered_at + interval '30 minutes', r.registered_at + interval '1 minute',
          r.registered_at, r.registered_at + interval '1 minute'
        from lp_reg r join courses co on co.id = ${courseId("r.c")}, lp_scope s
        where r.ordered`,
    },
    {
      label: "refunds",
      statement: `insert into order_refunds (id, order_id, amount_cents, reason, status, provider_refund_id,
          released_access, requested_by, created_at, completed_at)
        select 'lp-rf-' || r.n, 'lp-o-' || r.n, case when r.discounted then 11920 else 14900 end,
          'Asked for a refund after the session.', 'succeeded', 'lp-re-' || r.n, true,
          'lp-staff-1@large.example', r.starts_at + interval '3 days', r.starts_at + interval '3 days'
        from lp_reg r where r.refunded`,
    },
    {
      // Receipts when paid, credit notes when refunded: one gapless sequence
      // a year (New York's calendar), after any number the app has issued.
      label: "invoice documents (plan)",
      statement: `create temporary table lp_doc on commit drop as
        select ev.*, coalesce(c.last_number, 0) + row_number() over (partition by ev.year order by ev.at, ev.step, ev.n) as sequence
        from (
          select n, 'receipt' as kind, 0 as step, null::text as refund_id, registered_at + interval '1 minute' as at,
            case when discounted then 11920 else 14900 end as total,
            extract(year from (registered_at + interval '1 minute') at time zone 'America/New_York')::integer as year
          from lp_reg where ordered
          union all
          select n, 'credit_note', 1, 'lp-rf-' || n, starts_at + interval '3 days',
            case when discounted then 11920 else 14900 end,
            extract(year from (starts_at + interval '3 days') at time zone 'America/New_York')::integer
          from lp_reg where refunded
        ) ev left join invoice_counters c on c.year = ev.year`,
    },
    {
      // The number as issue_invoice_document writes it; past 99,999 in a year
      // lpad would cut digits off (and repeat numbers), so it keeps them all.
      label: "invoice documents",
      statement: `insert into invoice_documents (id, number, year, sequence, kind, order_id, refund_id, uid,
          buyer, details, total_cents, currency, issued_at)
        select 'lp-doc-' || d.kind || '-' || d.n, ${documentNumber("d")}, d.year, d.sequence, d.kind, o.id,
          d.refund_id, o.uid,
          jsonb_build_object('kind', 'person', 'name', btrim((o.attendee->>'firstName') || ' ' || (o.attendee->>'lastName')),
            'contact', '', 'email', o.attendee->>'email', 'address', ''),
          jsonb_build_object('orderId', o.id, 'description', o.course_name, 'product', o.product,
            'quantity', o.quantity, 'listCents', o.amount_cents + o.discount_cents,
            'discountCode', o.discount_code, 'discountCents', o.discount_cents,
            'orderCents', o.amount_cents, 'currency', o.currency, 'paymentTerms', o.payment_terms,
            'dueAt', o.invoice_due_at, 'placedAt', o.created_at,
            'creditsNumber', case when d.kind = 'credit_note' then ${documentNumber("receipt")} end),
          d.total, o.currency, d.at
        from lp_doc d join orders o on o.id = 'lp-o-' || d.n
        left join lp_doc receipt on d.kind = 'credit_note' and receipt.n = d.n and receipt.kind = 'receipt'`,
    },
    {
      label: "invoice counters",
      statement: `insert into invoice_counters (year, last_number)
        select year, max(sequence) from lp_doc group by year
        on conflict (year) do update set last_number = excluded.last_number`,
    },
    {
      // The search's trigram index takes the rows through its pending list,
      // merged in sorted batches, then is written row by row again as the app
      // writes it (100,000 registrations: 4.3 s so, 15.9 s row by row).
      label: "registrations",
      statement: `alter index course_registrations_search_idx set (fastupdate = on, gin_pending_list_limit = 65536);
        insert into course_registrations (id, uid, course_id, course_name, first_name, last_name, email,
          state, live_session_id, registered_at, order_id)
        select r.uid || '_' || ${courseId("r.c")}, r.uid, ${courseId("r.c")}, co.title, r.first_name, r.last_name,
          r.email, s.states[r.state_index], ${sessionId("r.c", "r.j")}, r.registered_at,
          case when r.ordered then 'lp-o-' || r.n end
        from lp_reg r join courses co on co.id = ${courseId("r.c")}, lp_scope s;
        select gin_clean_pending_list('course_registrations_search_idx'::regclass);
        alter index course_registrations_search_idx set (fastupdate = off);
        alter index course_registrations_search_idx reset (gin_pending_list_limit)`,
    },
    {
      label: "attendance codes entered",
      statement: `insert into attendance_code_entries (uid, checkpoint_id, revealed_at, entered_at)
        select r.uid, cp.id, r.starts_at + cp.at_seconds * interval '1 second',
          r.starts_at + (cp.at_seconds + 20 + r.n % 90) * interval '1 second'
        from lp_reg r join attendance_checkpoints cp on cp.live_session_id = ${sessionId("r.c", "r.j")}
        where r.completed`,
    },
    {
      // Issued in the attorney's home state, approved there (its number and credits).
      label: "certificates",
      statement: `insert into certificates (id, uid, course_id, state_slug, attorney_name, bar_number, course_title,
          format, live_session_id, approval_status, approval_number, completed_on, credits, codes_entered,
          codes_total, watched_seconds, affirmation_text, typed_name, affirmed_at, issued_at)
        select 'LX-' || upper(substr(md5(r.n::text), 1, 4)) || '-' || upper(substr(h.hex, 1, 4)) || '-' || upper(substr(h.hex, 5, 4)),
          r.uid, ${courseId("r.c")}, s.states[r.state_index], r.first_name || ' ' || r.last_name,
          s.state_codes[r.state_index] || lpad((case when r.uid = '${LARGE_ATTORNEY.id}' then 0 else 1 + (r.n - 1) % ${A} end)::text, 7, '0'),
          co.title, 'live', ${sessionId("r.c", "r.j")}, 'approved', ap.approval_number,
          (r.starts_at at time zone 'America/New_York')::date, ap.credits, 2, 2, 0,
          'I certify that I attended this program and entered its attendance codes myself.',
          r.first_name || ' ' || r.last_name, r.starts_at + interval '65 minutes', r.starts_at + interval '66 minutes'
        from lp_reg r join courses co on co.id = ${courseId("r.c")}, lp_scope s,
        lateral (select lpad(to_hex(r.n), 8, '0') as hex) h,
        lateral (select approval_number, credits from course_state_approvals
          where course_id = ${courseId("r.c")} and state_slug = s.states[r.state_index]) ap
        where r.completed`,
    },
    {
      // Stored as the contact form stores them; the inbox trigger files each.
      label: "inbox messages",
      statement: `insert into contact_messages (id, name, email, message, created_at)
        select 'lp-cm-' || m, s.first_names[1 + m % ${FIRST_NAMES.length}] || ' ' || s.last_names[1 + (m * 13) % ${LAST_NAMES.length}],
          'lp-contact-' || m || '@large.example',
          'Question ' || m || ': could you tell me whether the ' || (${textArray(TOPICS)})[1 + m % ${TOPICS.length}] ||
            ' program counts towards my state''s requirement?',
          timestamptz '${HISTORY_START}' + (m * ${HISTORY_DAYS} / ${M}) * interval '1 day'
        from generate_series(1, ${M}) m, lp_scope s;
        update inbox_items set status = case when substr(source_id, 7)::integer % 3 = 0 then 'in_progress' else 'done' end
        where kind = 'contact' and source_id like 'lp-cm-%' and substr(source_id, 7)::integer % 10 <> 0`,
    },
    {
      label: "audit entries",
      statement: `insert into staff_audit_log (at, actor_email, actor_roles, action, record_type, record_id, before, after)
        select timestamptz '2021-12-01 00:00:00+00' + (e::bigint * ${HISTORY_DAYS + 30} * 86400 / ${E}) * interval '1 second',
          'lp-staff-' || (1 + e % 8) || '@large.example',
          case when e % 8 < 2 then array['administrator'] when e % 8 < 5 then array['course_manager'] else array['support'] end,
          ${auditCase((row) => `'${row.action}'`)}, ${auditCase((row) => `'${row.recordType}'`)},
          ${auditCase((row) => row.record)},
          jsonb_build_object('version', 1 + e % 7), jsonb_build_object('version', 2 + e % 7)
        from generate_series(1, ${E}) e`,
    },
    {
      label: "order triggers back on",
      statement: `alter table orders enable trigger orders_invoice_documents;
        alter table order_refunds enable trigger order_refunds_credit_note`,
    },
  ];
}

export type LargeProviderSeed = {
  shape: LargeProviderShape;
  /** Each step's time, in order, and the ANALYZE at the end. */
  timings: { label: string; ms: number }[];
  totalMs: number;
};

/**
 * Builds the large provider in a database the app has migrated and seeded
 * (its states, categories and catalogue), while no app runs on it: one
 * transaction, then ANALYZE. Refuses a database that has it already.
 */
export async function seedLargeProvider(
  db: Database,
  registrations: number,
  log: (line: string) => void = () => {},
): Promise<LargeProviderSeed> {
  const shape = largeProviderShape(registrations);
  const [seeded] = await db
    .select({ id: user.id })
    .from(user)
    .where(eq(user.id, LARGE_ATTORNEY.id))
    .limit(1);
  if (seeded) throw new Error("this database already holds the large provider");
  const started = performance.now();
  const timings: LargeProviderSeed["timings"] = [];
  const passwordHash = await hashPassword(LARGE_ATTORNEY.password);
  await db.transaction(async (tx) => {
    for (const { label, statement } of largeProviderStatements(shape, passwordHash)) {
      const stepStarted = performance.now();
      // One statement per call: PGlite's query() takes no more.
      for (const part of statement.split(/;\s*\n/)) await tx.execute(sql.raw(part));
      timings.push({ label, ms: performance.now() - stepStarted });
      log(`  ${label}: ${((performance.now() - stepStarted) / 1000).toFixed(1)} s`);
    }
  });
  const analyzeStarted = performance.now();
  // Vacuumed as well as analysed, as autovacuum leaves a table that grew in
  // production: until then an index-only count (a course's registrations on
  // the staff's course list) reads every row it counts from the table.
  await db.execute(sql`vacuum analyze`);
  timings.push({ label: "vacuum analyze", ms: performance.now() - analyzeStarted });
  log(`  vacuum analyze: ${((performance.now() - analyzeStarted) / 1000).toFixed(1)} s`);
  // The summaries the writes keep (decision 0077), as a provider that grew
  // through the app would have them: the first staff read does not derive them all.
  const keptStarted = performance.now();
  await refreshBarReportQueue(db);
  await refreshCreditCheckFlags(db);
  await db.execute(sql`analyze bar_report_queue, credit_check_flags`);
  timings.push({ label: "report queue and credit flags", ms: performance.now() - keptStarted });
  log(
    `  report queue and credit flags: ${((performance.now() - keptStarted) / 1000).toFixed(1)} s`,
  );
  return { shape, timings, totalMs: performance.now() - started };
}
