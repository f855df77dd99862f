import { z } from "zod";
import { oneLineText, present, slugField, versionField } from "~/lib/form-fields";

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

export const facultyIntents = {
  save: facultyProfileSchema.extend({ version: versionField }),
  delete: z.object({ version: versionField }),
};

/** The staff faculty list's search (query string); anything unreadable is no filter. */
export const staffFacultyFiltersSchema = z.object({
  q: z.string().trim().max(200).optional().catch(undefined),
});
