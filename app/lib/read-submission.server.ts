import type { FormFields } from "./form-reply";
import { isStorableText } from "./text-input";

/** An uploaded file, read into memory (bodies are capped). */
export type UploadedFile = { name: string; type: string; bytes: Uint8Array };

export type Submission = { fields: FormFields; files: Record<string, UploadedFile> };

/**
 * The largest request body the server reads at all (server/main.ts reads
 * every body up to this before a route sees it): above every route's own cap,
 * the largest of which is an image upload's (10 MB and its form).
 */
export const MAX_REQUEST_BODY_BYTES = 12 * 1024 * 1024;

/** The largest form body read when a form names no cap of its own. */
const DEFAULT_MAX_FORM_BYTES = 64_000;

export type ReadOptions = {
  /** Read at most this many bytes (default DEFAULT_MAX_FORM_BYTES). */
  maxBytes?: number;
  /** Names whose every value is kept (a checkbox group). */
  lists?: readonly string[];
  /** Keep uploaded files (multipart forms); otherwise they are dropped. */
  files?: boolean;
};

/**
 * A request body's bytes, refused (null) beyond `maxBytes` without reading
 * more than that: unauthenticated endpoints must not buffer whatever arrives.
 */
async function readBytesCapped(
  request: Request,
  maxBytes: number,
): Promise<Uint8Array<ArrayBuffer> | null> {
  const declared = Number(request.headers.get("content-length") ?? "0");
  if (declared > maxBytes) return null;
  if (!request.body) return new Uint8Array();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}

/** A request body as text, refused (null) beyond `maxBytes`, as readBytesCapped. */
export async function readTextCapped(request: Request, maxBytes: number): Promise<string | null> {
  const bytes = await readBytesCapped(request, maxBytes);
  return bytes === null ? null : Buffer.from(bytes).toString("utf8");
}

/**
 * Every form post is read here, once: its fields (and files when asked),
 * "too-large" beyond the cap (without reading more than that), or null when
 * the body is not a form or carries a character the database refuses, so the
 * action answers 400, never 500.
 */
export async function readSubmission(
  request: Request,
  options: ReadOptions = {},
): Promise<Submission | "too-large" | null> {
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBytesCapped(request, options.maxBytes ?? DEFAULT_MAX_FORM_BYTES);
  } catch {
    return null;
  }
  if (bytes === null) return "too-large";
  let form: FormData;
  try {
    form = await new Response(bytes, {
      headers: { "content-type": request.headers.get("content-type") ?? "" },
    }).formData();
  } catch {
    return null;
  }
  const lists = new Set(options.lists ?? []);
  const submission: Submission = { fields: {}, files: {} };
  for (const [name, value] of form) {
    if (!isStorableText(name)) return null;
    if (typeof value === "string") {
      if (!isStorableText(value)) return null;
      const list = submission.fields[name];
      if (!lists.has(name)) submission.fields[name] = value;
      else submission.fields[name] = Array.isArray(list) ? [...list, value] : [value];
    } else if (options.files && (value.size > 0 || value.name !== "")) {
      // An empty file input (nothing chosen) is left out.
      submission.files[name] = {
        name: value.name,
        type: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
    }
  }
  return submission;
}
