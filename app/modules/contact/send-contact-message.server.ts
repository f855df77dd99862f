import { randomUUID } from "node:crypto";
import type { Database } from "~/db/client.server";
import { contactMessages } from "~/db/schema/enquiries";
import type { Mailer } from "~/modules/email/mailer.server";
import { StaffNotification } from "~/modules/email/templates/staff-notification";
import type { ContactInput } from "./contact-form";

/**
 * Stores a contact-form message and e-mails it to the staff (reply goes to
 * the sender), in one transaction. A filled-in honeypot is treated as a bot:
 * nothing is stored or sent, and the answer looks the same.
 */
export async function sendContactMessage(
  db: Database,
  mailer: Mailer,
  options: { staffEmail: string },
  input: ContactInput,
): Promise<"sent" | "ignored"> {
  if (input.website && input.website.trim() !== "") return "ignored";
  await db.transaction(async (tx) => {
    await tx.insert(contactMessages).values({
      id: randomUUID(),
      name: input.name,
      email: input.email,
      phone: input.phone ?? null,
      message: input.message,
    });
    await mailer.sendEmail(
      {
        to: options.staffEmail,
        aboutAddress: input.email,
        subject: `Contact form: message from ${input.name}`,
        template: "staff-contact",
        body: StaffNotification({
          heading: "A message from the contact form",
          facts: [
            { label: "Name", value: input.name },
            { label: "E-mail", value: input.email },
            { label: "Phone", value: input.phone ?? "not given" },
            { label: "Message", value: input.message },
          ],
        }),
      },
      tx,
    );
  });
  mailer.wake();
  return "sent";
}
