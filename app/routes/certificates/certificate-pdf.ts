import { redirect } from "react-router";
import { downloadResponse } from "~/lib/download-response";
import { formatLongDate } from "~/lib/format";
import { requireUser } from "~/modules/auth/session.server";
import { findCurrentVersion } from "~/modules/certificates/find-current-version.server";
import { getCertificate } from "~/modules/certificates/get-certificate.server";
import { printCertificate } from "~/modules/certificates/print-certificate.server";
import type { Route } from "./+types/certificate-pdf";

// The certificate as PDF, for the attorney it belongs to. A superseded one
// leads to its current version's PDF; a revoked one is refused (410).
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const user = await requireUser(request, context);
  const db = context.services.database.db;
  const certificate = await getCertificate(db, params.certificateId);
  if (!certificate || certificate.uid !== user.id) {
    return new Response("Not Found", { status: 404 });
  }
  if (certificate.supersededAt) {
    const current = await findCurrentVersion(db, certificate);
    if (current && !current.revokedAt) throw redirect(`/certificates/${current.id}/pdf`, 303);
    if (current?.revokedAt) return revoked(current.revokedAt);
    return new Response("Not Found", { status: 404 });
  }
  if (certificate.revokedAt) return revoked(certificate.revokedAt);
  const file = await printCertificate(certificate, context.services.config.baseUrl);
  return downloadResponse(file.pdf, { filename: file.filename, contentType: "application/pdf" });
}

function revoked(on: Date) {
  return new Response(
    `This certificate was revoked on ${formatLongDate(on)}: it is no longer valid, so it cannot be downloaded. We have written to you about it.`,
    {
      status: 410,
      headers: {
        "Content-Type": "text/plain; charset=utf-8",
        "Cache-Control": "private, no-store",
      },
    },
  );
}
