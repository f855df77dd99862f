import { hasNul } from "./read-form";

/**
 * A request body's bytes, refused (null) beyond `maxBytes` without reading
 * more than that: unauthenticated endpoints must not buffer whatever arrives.
 */
export async function readBytesCapped(
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

/** Form fields; the names asked for as lists (a checkbox group) keep every value. */
export type FormFields = Record<string, string | string[]>;

/**
 * A form post read with a size cap: its fields, "too-large" beyond
 * `maxBytes`, or null when the body is not a form or carries a NUL
 * character (as readForm), so the action answers 400 instead of 500.
 */
export async function readFormCapped(
  request: Request,
  options: { maxBytes: number; lists?: readonly string[] },
): Promise<FormFields | "too-large" | null> {
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBytesCapped(request, options.maxBytes);
  } catch {
    return null;
  }
  if (bytes === null) return "too-large";
  const contentType = request.headers.get("content-type") ?? "";
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { "content-type": contentType } }).formData();
  } catch {
    return null;
  }
  const lists = new Set(options.lists ?? []);
  const fields: FormFields = {};
  for (const [name, value] of form) {
    if (typeof value !== "string") continue;
    if (hasNul(value) || hasNul(name)) return null;
    if (lists.has(name)) {
      const list = fields[name];
      fields[name] = Array.isArray(list) ? [...list, value] : [value];
    } else {
      fields[name] = value;
    }
  }
  return fields;
}

/** A form post's text fields and its uploaded files. */
export type FormWithFiles = {
  fields: Record<string, string>;
  files: Record<string, { name: string; type: string; bytes: Uint8Array }>;
};

/**
 * A form post that may carry files (multipart/form-data, or a plain form),
 * read with a size cap as readFormCapped: "too-large" beyond `maxBytes`
 * (without reading more than that), null when unreadable or carrying NUL.
 * An empty file input (nothing chosen) is left out.
 */
export async function readFormWithFilesCapped(
  request: Request,
  maxBytes: number,
): Promise<FormWithFiles | "too-large" | null> {
  let bytes: Uint8Array<ArrayBuffer> | null;
  try {
    bytes = await readBytesCapped(request, maxBytes);
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
  const result: FormWithFiles = { fields: {}, files: {} };
  for (const [name, value] of form) {
    if (hasNul(name)) return null;
    if (typeof value === "string") {
      if (hasNul(value)) return null;
      result.fields[name] = value;
    } else if (value.size > 0 || value.name !== "") {
      result.files[name] = {
        name: value.name,
        type: value.type,
        bytes: new Uint8Array(await value.arrayBuffer()),
      };
    }
  }
  return result;
}
