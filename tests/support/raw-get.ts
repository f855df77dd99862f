import http, { type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";

export type RawResponse = { status: number; headers: IncomingHttpHeaders; body: Buffer };

/**
 * GETs from a test server listening on loopback, the bytes as sent: fetch
 * would decode a compressed body and drop what the cache tests compare.
 */
export function rawGetter(server: Server) {
  const { port } = server.address() as AddressInfo;
  return (path: string, headers: Record<string, string> = {}) =>
    new Promise<RawResponse>((resolve, reject) => {
      http
        .get({ host: "127.0.0.1", port, path, headers }, (response) => {
          const chunks: Buffer[] = [];
          response.on("data", (chunk: Buffer) => chunks.push(chunk));
          response.on("end", () =>
            resolve({
              status: response.statusCode ?? 0,
              headers: response.headers,
              body: Buffer.concat(chunks),
            }),
          );
        })
        .on("error", reject);
    });
}
