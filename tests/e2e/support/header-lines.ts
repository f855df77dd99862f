import type { APIResponse } from "@playwright/test";

/**
 * Each value a response sent for a header, one per header line as it came
 * over HTTP: a header set twice shows twice here, where `headers()` would
 * join the two.
 */
export function headerLines(response: APIResponse, name: string): string[] {
  const wanted = name.toLowerCase();
  return response
    .headersArray()
    .filter((header) => header.name.toLowerCase() === wanted)
    .map((header) => header.value);
}
