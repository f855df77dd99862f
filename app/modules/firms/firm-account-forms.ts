import { z } from "zod";
import { echoText } from "~/lib/echo-fields";
import { emailField, oneLineText, present } from "~/lib/form-fields";
import type { FormFields } from "~/lib/form-reply";
import { FIRM_FIELD_LIMITS, type FirmDetailsValues } from "./firm-account-fields";

// The firm pages' forms, checked on the server.

const billingAddress = present(
  z
    .string()
    .transform((value) => value.replace(/\r\n?/g, "\n").trim())
    .pipe(
      z
        .string()
        .min(1, "Enter the billing address.")
        .max(
          FIRM_FIELD_LIMITS.billingAddressMax,
          `Use at most ${FIRM_FIELD_LIMITS.billingAddressMax} characters.`,
        ),
    ),
);

/** The firm's name and billing details (creating it, or changing them). */
export const firmDetailsSchema = z.object({
  name: oneLineText("Enter the firm's name.", FIRM_FIELD_LIMITS.nameMax),
  billingContact: oneLineText(
    "Enter who receives the invoices.",
    FIRM_FIELD_LIMITS.billingContactMax,
  ),
  billingEmail: present(emailField),
  billingAddress,
});
export type FirmDetails = z.infer<typeof firmDetailsSchema>;

export function echoFirmDetails(fields: FormFields): FirmDetailsValues {
  return echoText(fields, {
    name: FIRM_FIELD_LIMITS.nameMax,
    billingContact: FIRM_FIELD_LIMITS.billingContactMax,
    billingEmail: 320,
    billingAddress: FIRM_FIELD_LIMITS.billingAddressMax,
  });
}

const idField = present(z.string().trim().min(1, "Choose who.").max(100));

const consentField = present(
  z.enum(["yes", "no"], { error: "Choose whether to share your compliance." }),
).transform((value) => value === "yes");

/** The consent question, at joining and later. */
export const consentSchema = z.object({ shares: consentField });

/** The firm home's forms, by intent. */
export const FIRM_HOME_FORMS = {
  create: firmDetailsSchema,
  details: firmDetailsSchema,
  consent: consentSchema,
  leave: z.object({}),
};

/** The members page's forms, by intent. */
export const FIRM_MEMBERS_FORMS = {
  invite: z.object({ email: present(emailField) }),
  resend: z.object({ invitationId: idField }),
  cancel: z.object({ invitationId: idField }),
  remove: z.object({ memberId: idField }),
  "make-admin": z.object({ memberId: idField }),
  "make-member": z.object({ memberId: idField }),
};
