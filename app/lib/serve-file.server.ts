import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import { Readable } from "node:stream";
import { type FileResponseOptions, planFileResponse } from "./plan-file-response";

/**
 * A file on disk as an HTTP response, with byte ranges, HEAD and validators
 * (see `planFileResponse`).
 */
export async function serveFile(
  request: Request,
  filePath: string,
  options: FileResponseOptions,
): Promise<Response> {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) return new Response("Not Found", { status: 404 });
  const plan = planFileResponse(
    request,
    {
      size: info.size,
      etag: `"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      modifiedAt: info.mtime,
    },
    options,
  );
  if (plan.kind === "done") return plan.response;
  const body = plan.range
    ? (Readable.toWeb(createReadStream(filePath, plan.range)) as ReadableStream)
    : null;
  return new Response(body, { status: plan.status, headers: plan.headers });
}
