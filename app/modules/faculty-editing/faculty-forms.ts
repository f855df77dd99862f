import { z } from "zod";
import {
  emailField,
  listPageField,
  listSearchField,
  oneLineText,
  present,
  slugField,
  uploadedFileField,
  versionField,
} from "~/lib/form-fields";
import { checkImageUpload } from "~/modules/media/image-rules";

// The faculty editor's forms (staff console): what the public faculty page
// and the course pages show of a speaker.

/** A faculty member's profile. */
export const facultyProfileSchema = z.object({
  name: oneLineText("Enter the name.", 120),
  title: oneLineText("Enter the title, such as Partner.", 160),
  organisation: oneLineText("Enter the organisation.", 160),
  bio: present(
    z
      .string()
      .trim()
      .min(1, "Write a short biography.")
      .max(2000, "Keep the biography under 2,000 characters."),
  ),
});

export type FacultyProfile = z.infer<typeof facultyProfileSchema>;

/** A new profile: the id is the anchor on the faculty page (/faculty#id) and never changes. */
export const newFacultySchema = facultyProfileSchema.extend({ id: slugField });

/** What the portrait form does: take the uploaded picture, bring the drawn one back, or show none. */
export const PORTRAIT_CHANGES = ["upload", "shipped", "remove"] as const;

/** The portrait form: a picture to upload, or the drawn portrait, or none (the initials). */
export const facultyPortraitSchema = z
  .object({
    version: versionField,
    change: z.enum(PORTRAIT_CHANGES, { message: "Choose what to do with the portrait." }),
    portrait: uploadedFileField,
  })
  .superRefine((value, context) => {
    if (value.change === "upload" && !value.portrait) {
      context.addIssue({
        code: "custom",
        path: ["portrait"],
        message: "Choose a picture to upload.",
      });
    }
    const upload =
      value.change === "upload" && value.portrait ? checkImageUpload(value.portrait.bytes) : null;
    if (upload && !upload.ok) {
      context.addIssue({
        code: "custom",
        path: ["portrait"],
        message: upload.message,
        params: { status: upload.status },
      });
    }
  });

/** The address the member signs in with to the faculty desk; blank removes the login. */
export const facultyLoginSchema = z.object({
  version: versionField,
  loginEmail: z
    .string()
    .trim()
    .optional()
    .transform((value) => value ?? "")
    .pipe(z.union([z.literal(""), emailField])),
});

export const facultyIntents = {
  save: facultyProfileSchema.extend({ version: versionField }),
  portrait: facultyPortraitSchema,
  delete: z.object({ version: versionField }),
  login: facultyLoginSchema,
};

/** The staff faculty list's search (query string); anything unreadable is no filter. */
export const staffFacultyFiltersSchema = z.object({
  q: listSearchField,
  page: listPageField,
});
