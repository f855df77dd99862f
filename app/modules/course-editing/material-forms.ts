import { z } from "zod";
import { oneLine, versionField } from "~/lib/form-fields";

// The course editor's materials forms: the downloads a registered attorney
// gets (generated handouts, the lecture's slides, uploaded PDFs), their
// titles and order.

const materialIdField = z
  .string()
  .regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, { message: "Choose a material." })
  .max(120, { message: "Choose a material." });

const MATERIAL_TITLE_MAX = 200;

export const materialIntents = {
  /** Every listed material's title, in the list's order (two lists of the same length). */
  "material-titles": z
    .object({
      version: versionField,
      materialIds: z.array(materialIdField).max(100, { message: "Too many materials." }),
      titles: z.array(z.string().max(1000).transform(oneLine)).max(100),
    })
    .superRefine((value, context) => {
      if (value.titles.length !== value.materialIds.length) {
        context.addIssue({
          code: "custom",
          path: ["titles"],
          message: "Give every material a title.",
        });
        return;
      }
      for (const [index, title] of value.titles.entries()) {
        if (title.length === 0 || title.length > MATERIAL_TITLE_MAX) {
          context.addIssue({
            code: "custom",
            path: [`title-${value.materialIds[index]}`],
            message:
              title.length === 0
                ? "Enter the material's title."
                : `Use at most ${MATERIAL_TITLE_MAX} characters.`,
          });
        }
      }
    }),
  "material-move": z.object({
    materialId: materialIdField,
    direction: z.enum(["up", "down"], { message: "Choose up or down." }),
    version: versionField,
  }),
  "material-remove": z.object({ materialId: materialIdField, version: versionField }),
  /** Adds back one of the course's shipped handouts that was removed. */
  "material-restore": z.object({ materialId: materialIdField, version: versionField }),
};

/** The fields of the titles form posted as lists. */
export const MATERIAL_TITLE_LISTS = ["materialIds", "titles"] as const;

/** A change to a course's materials list. */
export type MaterialsChange =
  | { kind: "titles"; titles: ReadonlyMap<string, string> }
  | { kind: "move"; materialId: string; direction: "up" | "down" }
  | { kind: "remove"; materialId: string }
  | { kind: "restore"; materialId: string };

type MaterialIntent = keyof typeof materialIntents;

/** The change a materials form asks for. */
export function materialsChangeFrom(
  form: {
    [K in MaterialIntent]: { intent: K; value: z.infer<(typeof materialIntents)[K]> };
  }[MaterialIntent],
): MaterialsChange {
  switch (form.intent) {
    case "material-titles":
      return {
        kind: "titles",
        titles: new Map(
          form.value.materialIds.map((id, index) => [id, form.value.titles[index] ?? ""]),
        ),
      };
    case "material-move":
      return { kind: "move", materialId: form.value.materialId, direction: form.value.direction };
    case "material-remove":
      return { kind: "remove", materialId: form.value.materialId };
    case "material-restore":
      return { kind: "restore", materialId: form.value.materialId };
  }
}

export const MATERIALS_SAVED: Record<MaterialIntent, string> = {
  "material-titles": "The materials' titles are saved.",
  "material-move": "The materials' order is saved.",
  "material-remove": "The material is removed from the course.",
  "material-restore": "The handout is back in the course's materials.",
};
