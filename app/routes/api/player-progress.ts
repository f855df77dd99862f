import { data } from "react-router";
import { z } from "zod";
import { isCourseId } from "~/content/catalogue";
import { readForm } from "~/lib/read-form";
import { getSessionUser } from "~/modules/auth/session.server";
import { recordProgress } from "~/modules/learning/player-progress.server";
import type { Route } from "./+types/player-progress";

const reportSchema = z.object({
  position: z.coerce
    .number()
    .finite()
    .min(0)
    .max(24 * 60 * 60),
  watching: z.enum(["0", "1"]).transform((value) => value === "1"),
});

const NO_STORE = { "Cache-Control": "no-store" };

// The course player reports where the attorney is every few seconds while
// playing, and on pause, seek and leaving the page (sendBeacon).
export async function action({ request, params, context }: Route.ActionArgs) {
  if (request.method !== "POST") return data({ error: "Use POST." }, { status: 405 });
  const user = await getSessionUser(request, context);
  if (!user)
    return data({ error: "Sign in to save your progress." }, { status: 401, headers: NO_STORE });
  if (!isCourseId(params.courseId)) return data({ error: "Unknown course." }, { status: 404 });
  const parsed = reportSchema.safeParse((await readForm(request)) ?? {});
  if (!parsed.success) {
    return data(
      { error: "The progress report was not understood." },
      { status: 400, headers: NO_STORE },
    );
  }
  const result = await recordProgress(
    context.services.database.db,
    user.id,
    params.courseId,
    parsed.data,
  );
  if (!result) {
    return data(
      { error: "Open the course in the player to save progress." },
      { status: 403, headers: NO_STORE },
    );
  }
  return data(result, { headers: NO_STORE });
}

export function loader() {
  return data({ error: "Use POST." }, { status: 405, headers: { Allow: "POST" } });
}
