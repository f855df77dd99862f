import type { IncomingMessage, ServerResponse } from "node:http";
import { chooseEncoding, encodedEtag } from "./page-encodings";
import type { sharedPageCache } from "./shared-page-cache";
import { matchesEtag, notModifiedHeaders, type SharedPageTags } from "./shared-page-validators";

/**
 * The visitor's page as cheap as a file (issue 38): a signed-out GET for a
 * page already stored, or its revalidation, is answered from node:http's
 * request event before Express sees it: the same answer, headers included,
 * that the whole way (security headers, validators, the page cache) would
 * give, without its middleware. Everything else, and any page not stored
 * yet, takes the whole way. Such answers are not in the request log (as a
 * file server's are not in the application's). See
 * docs/decisions/0074-shared-pages-sent-as-stored.md.
 */
export function storedPageServer(options: {
  tags: SharedPageTags;
  pages: ReturnType<typeof sharedPageCache>;
  /** The security headers every answer carries (server/http-security.ts). */
  headers: Array<[string, string]>;
}): (req: IncomingMessage, res: ServerResponse) => boolean {
  const { tags, pages, headers } = options;
  return (req, res) => {
    const url = req.url ?? "";
    if (
      req.method !== "GET" ||
      req.headers["transfer-encoding"] !== undefined ||
      Number(req.headers["content-length"]) > 0
    ) {
      return false;
    }
    const queryStart = url.indexOf("?");
    const etag = tags(req, queryStart === -1 ? url : url.slice(0, queryStart));
    if (etag === undefined) return false;
    const sent = encodedEtag(etag, chooseEncoding(req.headers["accept-encoding"]));
    if (matchesEtag(req.headers["if-none-match"], sent)) {
      // Only for an address whose page is stored: it passed every check once.
      if (!pages.has(req, etag)) return false;
      res.writeHead(304, [...headers, ...notModifiedHeaders(sent)].flat());
      res.end();
      return true;
    }
    return pages.serveStored(req, res, etag);
  };
}
