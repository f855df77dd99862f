import { z } from "zod";
import { oneLineText, slugField } from "~/lib/form-fields";
import { slugify } from "~/lib/slugify";

const checkbox = z.preprocess((value) => value === "on" || value === "true", z.boolean());

/**
 * The copy form: the new course's title and address (made from the title when
 * left blank), and whether its states' approvals and its sessions come along.
 */
export const copyCourseSchema = z
  .preprocess(
    (value) => {
      if (value === null || typeof value !== "object") return value;
      const fields = value as Record<string, unknown>;
      const slug = typeof fields.slug === "string" ? fields.slug.trim() : "";
      const title = typeof fields.title === "string" ? fields.title : "";
      return slug === "" ? { ...fields, slug: slugify(title) } : fields;
    },
    z.object({
      title: oneLineText("Enter the new course's title.", 200),
      slug: slugField,
      copyApprovals: checkbox,
      copySessions: checkbox,
      weeks: z.preprocess(
        (value) => (typeof value === "string" && value.trim() !== "" ? value.trim() : "0"),
        z.coerce
          .number({ message: "Enter a whole number of weeks, such as 52." })
          .int("Enter a whole number of weeks, such as 52.")
          .min(0, "Enter a number of weeks from 0 to 260.")
          .max(260, "Enter a number of weeks from 0 to 260."),
      ),
    }),
  )
  .superRefine((value, context) => {
    if (value.copySessions && value.weeks === 0) {
      context.addIssue({
        code: "custom",
        path: ["weeks"],
        message: "Say how many weeks later the copied sessions take place.",
      });
    }
  });

export type CopyCourseForm = z.infer<typeof copyCourseSchema>;
