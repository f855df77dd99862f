import { downloadResponse } from "~/lib/download-response";
import { requireUser } from "~/modules/auth/session.server";
import { readOutsideCertificate } from "~/modules/credit-tracker/read-outside-certificate.server";
import type { Route } from "./+types/credit-certificate";

// The certificate uploaded with a credit earned elsewhere, for its owner only
// (anyone else gets 404, as if it did not exist).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const file = await readOutsideCertificate(context.services.database.db, user.id, params.creditId);
  if (!file) return new Response("Not Found", { status: 404 });
  // The stored name is cleaned on upload, and may carry any letters.
  return downloadResponse(file.bytes, { filename: file.filename, contentType: "application/pdf" });
}
