// @ts-check
// The static-file limit: node:http sending stored bytes with stored headers,
// nothing else. The bench gives it each public page as the app sent it (the
// same bytes in each coding, precompressed, and the same headers), so a page's
// rate against this one is what the app's own work costs over the machine's
// limit for that response (issue 38). Reads STATIC_PAGES (a JSON file written
// by scripts/bench/static-file-limit.mjs, pages added as the bench goes),
// listens on PORT.
import { readFileSync } from "node:fs";
import http from "node:http";

/** @typedef {{ headers: Record<string, string | string[]>; body: Buffer }} Stored */

/** @type {Map<string, Record<string, Stored>>} */
let byPath = new Map();
// Pages are added while the bench runs (each just before it is measured):
// an address not known yet has the file read again.
function readPages() {
  /** @type {Record<string, Record<string, { headers: Record<string, string | string[]>; body: string }>>} */
  let pages = {};
  try {
    pages = JSON.parse(readFileSync(String(process.env.STATIC_PAGES), "utf8"));
  } catch {}
  byPath = new Map(
    Object.entries(pages).map(([path, codings]) => [
      path,
      Object.fromEntries(
        Object.entries(codings).map(([coding, stored]) => [
          coding,
          { headers: stored.headers, body: Buffer.from(stored.body, "base64") },
        ]),
      ),
    ]),
  );
}
readPages();

const server = http.createServer((req, res) => {
  if (req.url === "/readyz") {
    res.end("ready");
    return;
  }
  if (!byPath.has(req.url ?? "")) readPages();
  const codings = byPath.get(req.url ?? "");
  if (!codings) {
    res.statusCode = 404;
    res.end();
    return;
  }
  const accept = req.headers["accept-encoding"] ?? "";
  const coding = /\bbr\b/.test(accept) ? "br" : /\bgzip\b/.test(accept) ? "gzip" : "identity";
  const stored = codings[coding] ?? codings.identity;
  if (!stored) {
    res.statusCode = 404;
    res.end();
    return;
  }
  res.writeHead(200, stored.headers);
  res.end(stored.body);
});
server.keepAliveTimeout = 65_000;
server.headersTimeout = 66_000;
server.listen(Number(process.env.PORT ?? 3397));
const stop = () => server.close(() => process.exit(0));
process.on("SIGTERM", stop);
process.on("SIGINT", stop);
