import { POSTS } from "./fuzz-inputs";
import { openRaw, requestHead } from "./raw-http";
import { expect } from "./test";

// Request-level cases for the fuzzing suite (tests/e2e/fuzz-inputs.spec.ts),
// sent over raw connections: methods no browser sends, and bodies sent in
// chunks past their caps. Each gets an answer (never a reset) and no 5xx.

const ALLOW = "GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS";
/** Methods Node parses and the site does not answer: 405 with Allow. */
const REFUSED_METHODS = [
  "TRACE",
  "PROPFIND",
  "PROPPATCH",
  "MKCOL",
  "COPY",
  "MOVE",
  "LOCK",
  "UNLOCK",
  "PURGE",
  "SEARCH",
  "REPORT",
  "QUERY",
  "LINK",
  "M-SEARCH",
  "SUBSCRIBE",
];
/** Methods Node's parser does not know (or not in that case): it answers 400 itself. */
const UNPARSED_METHODS = ["TRACK", "get", "Post", "FOO", "DEBUG"];
const PATHS = [
  "/",
  "/staff",
  "/dashboard",
  "/courses",
  "/api/analytics",
  "/login",
  "/staff/uploads",
];
/** Over every form's and API's own cap (64 kB at most) but under the server's. */
const OVER_A_ROUTE_CAP = 200_000;
/** Over the largest body the server reads at all (12 MB). */
const OVER_THE_SERVER_CAP = 13 * 1024 * 1024;

type Answer = { status: string; head: string; reset: boolean };

/** Sends one request (a head and body bytes) on its own connection and reads the first answer. */
async function send(url: string, head: string, body: Buffer[] = []): Promise<Answer> {
  const connection = openRaw(url);
  connection.socket.write(head);
  for (const chunk of body) connection.socket.write(chunk);
  const [status = ""] = await connection.answers(1, 30_000);
  const received = connection.received();
  connection.socket.end();
  await connection.closed;
  return {
    status,
    head: received.slice(0, received.indexOf("\r\n\r\n")),
    reset: connection.reset(),
  };
}

/** A body of `size` bytes in 16 kB chunks, chunked (with its last chunk) or as is. */
function bodyOf(size: number, chunked: boolean): Buffer[] {
  const piece = Buffer.alloc(16_384, "x");
  const pieces: Buffer[] = [Buffer.from("a=")];
  for (let left = size - 2; left > 0; left -= piece.length) pieces.push(piece.subarray(0, left));
  if (!chunked) return pieces;
  return [
    ...pieces.map((each) =>
      Buffer.concat([Buffer.from(`${each.length.toString(16)}\r\n`), each, Buffer.from("\r\n")]),
    ),
    Buffer.from("0\r\n\r\n"),
  ];
}

function expectAnswered(answer: Answer, what: string) {
  expect(answer.status, `${what}: no answer`).not.toBe("");
  expect(Number(answer.status), what).toBeLessThan(500);
  expect(answer.reset, `${what}: reset`).toBe(false);
}

/** Methods no browser sends, signed in and out: 405 with Allow, or Node's own 400. */
export async function fuzzMethods(base: string, cookie: string) {
  for (const path of PATHS) {
    for (const cookieLine of ["", `Cookie: ${cookie}\r\n`]) {
      for (const method of REFUSED_METHODS) {
        const answer = await send(base, requestHead(method, `${base}${path}`, cookieLine));
        expectAnswered(answer, `${method} ${path}`);
        expect(answer.status, `${method} ${path}`).toBe("405");
        expect(answer.head, `${method} ${path}`).toContain(`\r\nAllow: ${ALLOW}`);
      }
      for (const method of UNPARSED_METHODS) {
        const answer = await send(base, requestHead(method, `${base}${path}`, cookieLine));
        expect(answer.status, `${method} ${path}`).toBe("400");
      }
      expectAnswered(
        await send(base, requestHead("OPTIONS", `${base}${path}`, cookieLine)),
        `OPTIONS ${path}`,
      );
    }
  }
  const { host } = new URL(base);
  const connect = await send(base, `CONNECT ${host} HTTP/1.1\r\nHost: ${host}\r\n\r\n`);
  expect(connect.status).toBe("405");
  expect(connect.head).toContain(`\r\nAllow: ${ALLOW}`);
}

/**
 * Every form and endpoint, sent a body over its cap in chunks: answered as
 * the same body with Content-Length is, never reset; over the server's own
 * cap, 413 and the connection closed.
 */
export async function fuzzChunkedBodies(base: string, cookie: string) {
  const lines = `Origin: ${base}\r\nCookie: ${cookie}\r\nContent-Type: application/x-www-form-urlencoded\r\n`;
  for (const path of POSTS) {
    const url = `${base}${path}`;
    const chunked = await send(
      url,
      requestHead("POST", url, `${lines}Transfer-Encoding: chunked\r\n`),
      bodyOf(OVER_A_ROUTE_CAP, true),
    );
    expectAnswered(chunked, `chunked POST ${path}`);
    const declared = await send(
      url,
      requestHead("POST", url, `${lines}Content-Length: ${OVER_A_ROUTE_CAP}\r\n`),
      bodyOf(OVER_A_ROUTE_CAP, false),
    );
    expect(chunked.status, `POST ${path}: chunked as with Content-Length`).toBe(declared.status);
  }
  for (const path of ["/login", "/api/analytics", "/dashboard/credits"]) {
    const url = `${base}${path}`;
    for (const chunked of [true, false]) {
      const framing = chunked
        ? "Transfer-Encoding: chunked\r\n"
        : `Content-Length: ${OVER_THE_SERVER_CAP}\r\n`;
      const answer = await send(
        url,
        requestHead("POST", url, `${lines}${framing}`),
        bodyOf(OVER_THE_SERVER_CAP, chunked),
      );
      expectAnswered(answer, `${chunked ? "chunked" : "declared"} POST ${path}, 13 MB`);
      expect(answer.status, path).toBe("413");
      expect(answer.head.toLowerCase(), path).toContain("connection: close");
    }
  }
}
