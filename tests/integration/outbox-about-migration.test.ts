import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { emailOutbox } from "~/db/schema/email";
import { DATABASE_KINDS } from "../setup/test-database";
import { migrationsBefore, openDatabaseMigratedTo } from "../support/migrations-before";

// The migration that gives each outbox message the address it is about: staff
// notifications queued before it get theirs from the subject (a newsletter
// sign-up) or the first fact (a contact message's "E-mail", an enquiry's
// "Reply to"), as the templates wrote them; other mail stays without one.

const BODY = (label: string, address: string) =>
  `LexEdge CLE\n\n\nA heading\n\n${label}: ${address}\n\nMessage: write to me at other@example.com\n`;

describe.each(DATABASE_KINDS)("the outbox address migration on %s", (kind) => {
  const cleanUp: (() => Promise<void> | void)[] = [];
  afterAll(async () => {
    for (const step of cleanUp.reverse()) await step();
  });

  it("names the person of staff notifications queued before it", async () => {
    const before = migrationsBefore("_outbox_names_who_mail_is_about");
    cleanUp.push(() => before.remove());
    const { handle, close } = await openDatabaseMigratedTo(kind, before.folder);
    cleanUp.push(close);
    const db = handle.db;
    const rows = [
      ["n", "staff-newsletter", "New newsletter subscription from ada@example.com", "x"],
      ["c", "staff-contact", "Contact form: message from Ada", BODY("E-mail", "Ada@Example.com")],
      ["t", "staff-team-enquiry", "Team enquiry: Firm (3 attorneys)", BODY("Reply to", "g@h.io")],
      ["w", "welcome", "Welcome", BODY("E-mail", "someone@example.com")],
    ];
    for (const [id, template, subject, text] of rows) {
      await db.execute(sql`
        insert into email_outbox (id, to_address, subject, html, text, template)
        values (${id}, 'staff@example.com', ${subject}, '', ${text}, ${template})`);
    }
    await handle.migrate();
    const about = await db
      .select({ id: emailOutbox.id, aboutAddress: emailOutbox.aboutAddress })
      .from(emailOutbox)
      .orderBy(emailOutbox.id);
    expect(about).toEqual([
      { id: "c", aboutAddress: "ada@example.com" },
      { id: "n", aboutAddress: "ada@example.com" },
      { id: "t", aboutAddress: "g@h.io" },
      { id: "w", aboutAddress: null },
    ]);
  });
});
