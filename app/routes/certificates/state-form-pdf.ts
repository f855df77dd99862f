import { redirect } from "react-router";
import { downloadResponse } from "~/lib/download-response";
import { requireUser } from "~/modules/auth/session.server";
import { certificateUrl } from "~/modules/certificates/describe-certificate";
import { findCurrentVersion } from "~/modules/certificates/find-current-version.server";
import { getCertificate } from "~/modules/certificates/get-certificate.server";
import { printStateForm } from "~/modules/state-forms/print-state-form.server";
import type { Route } from "./+types/state-form-pdf";

// The state's prescribed certificate (Virginia's Form 2, California's
// certificate of attendance), filled in from the product's certificate, for
// the attorney it belongs to. A superseded certificate leads to its current
// version's form; a revoked one, or one whose state prescribes no form we can
// fill in, has none (410, 404).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const certificate = await getCertificate(db, params.certificateId);
  if (!certificate || certificate.uid !== user.id) return notFound();
  if (certificate.supersededAt) {
    const current = await findCurrentVersion(db, certificate);
    if (current && !current.revokedAt) {
      throw redirect(`/certificates/${current.id}/state-form`, 303);
    }
    return current?.revokedAt ? gone() : notFound();
  }
  if (certificate.revokedAt) return gone();
  const file = await printStateForm(
    certificate,
    certificateUrl(context.services.config.baseUrl, certificate.id),
  );
  if (!file) return notFound();
  return downloadResponse(file.pdf, { filename: file.filename, contentType: "application/pdf" });
}

const TEXT = { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "private, no-store" };

function notFound() {
  return new Response("Not Found", { status: 404, headers: TEXT });
}

function gone() {
  return new Response(
    "This certificate was revoked: it is no longer valid, so neither it nor the state's form can be downloaded.",
    { status: 410, headers: TEXT },
  );
}
