import { downloadResponse } from "~/lib/download-response";
import { requireUser } from "~/modules/auth/session.server";
import { getCertificate } from "~/modules/certificates/get-certificate.server";
import { printCertificate } from "~/modules/certificates/print-certificate.server";
import type { Route } from "./+types/certificate-pdf";

// The certificate as PDF, for the attorney it belongs to.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const certificate = await getCertificate(context.services.database.db, params.certificateId);
  if (!certificate || certificate.uid !== user.id) {
    return new Response("Not Found", { status: 404 });
  }
  const file = await printCertificate(certificate, context.services.config.baseUrl);
  return downloadResponse(file.pdf, { filename: file.filename, contentType: "application/pdf" });
}
