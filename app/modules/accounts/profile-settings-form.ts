import { z } from "zod";
import {
  barAdmissionSchema,
  emailField,
  nameField,
  phoneField,
  stateField,
} from "~/lib/form-fields";
import { scheduleToday } from "~/lib/format";
import {
  currentPasswordField,
  newPasswordField,
  withConfirmedPassword,
} from "~/modules/auth/auth-forms";
import type { ProfileSettingsIntent } from "./profile-settings-fields";

/** The Profile Settings page's forms, checked on the server: one schema per intent. */
export const PROFILE_SETTINGS_FORMS = {
  profile: z.object({
    firstName: nameField("first name"),
    lastName: nameField("last name"),
    state: stateField,
    phone: phoneField,
  }),
  // Checked against the day the form is sent, not the day the server started.
  "add-bar": barAdmissionSchema(() => scheduleToday()),
  "remove-bar": z.object({ id: z.string().uuid() }),
  "change-email": z.object({ newEmail: emailField, currentPassword: currentPasswordField }),
  "change-password": withConfirmedPassword(
    { currentPassword: currentPasswordField, newPassword: newPasswordField },
    "newPassword",
  ),
} satisfies Record<ProfileSettingsIntent, z.ZodType>;

type Forms = typeof PROFILE_SETTINGS_FORMS;

/** One of the page's forms, read and checked: which one, and its values. */
export type ProfileSettingsSubmission = {
  [Intent in ProfileSettingsIntent]: { intent: Intent; value: z.infer<Forms[Intent]> };
}[ProfileSettingsIntent];
