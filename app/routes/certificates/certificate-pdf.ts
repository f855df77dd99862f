import { requireUser } from "~/modules/auth/session.server";
import {
  certificateFilename,
  certificatePdf,
  getCertificate,
} from "~/modules/certificates/certificates.server";
import type { Route } from "./+types/certificate-pdf";

// The certificate as PDF, for the attorney it belongs to.
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const certificate = await getCertificate(context.services.database.db, params.certificateId);
  if (!certificate || certificate.uid !== user.id) {
    return new Response("Not Found", { status: 404 });
  }
  const pdf = await certificatePdf(certificate, context.services.config.baseUrl);
  return new Response(new Uint8Array(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `attachment; filename="${certificateFilename(certificate.id, certificate.stateSlug)}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
