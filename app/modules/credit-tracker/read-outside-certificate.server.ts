import { and, eq } from "drizzle-orm";
import type { Database } from "~/db/client.server";
import { outsideCredits } from "~/db/schema/compliance";

/** An outside credit's certificate, for its owner only (null otherwise, or when there is none). */
export async function readOutsideCertificate(
  db: Database,
  uid: string,
  id: string,
): Promise<{ filename: string; bytes: Uint8Array } | null> {
  if (id.length > 60) return null;
  const [row] = await db
    .select({
      file: outsideCredits.certificateFile,
      filename: outsideCredits.certificateFilename,
    })
    .from(outsideCredits)
    .where(and(eq(outsideCredits.id, id), eq(outsideCredits.uid, uid)))
    .limit(1);
  if (!row?.file || !row.filename) return null;
  return { filename: row.filename, bytes: row.file };
}
