import { Readable } from "node:stream";
import { type FileResponseOptions, planFileResponse } from "~/lib/plan-file-response";
import type { MediaStore } from "./media-store";

/**
 * A stored media object as an HTTP response, with the same byte ranges, HEAD
 * and validators as a file on disk (see `planFileResponse`). Only the bytes
 * sent are read from the store: a seek in a long video fetches one range.
 */
export async function serveStoredFile(
  request: Request,
  store: MediaStore,
  key: string,
  options: FileResponseOptions,
): Promise<Response> {
  const object = await store.stat(key);
  if (!object) return new Response("Not Found", { status: 404 });
  const plan = planFileResponse(request, object, options);
  if (plan.kind === "done") return plan.response;
  if (!plan.range) return new Response(null, { status: plan.status, headers: plan.headers });
  const bytes = await store.read(key, plan.status === 206 ? plan.range : undefined);
  return new Response(Readable.toWeb(bytes) as ReadableStream, {
    status: plan.status,
    headers: plan.headers,
  });
}
