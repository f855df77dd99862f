import { once } from "node:events";
import type { IncomingMessage } from "node:http";
import { type AddressInfo, connect } from "node:net";
import { createReadableStreamFromReadable } from "@react-router/node";
import express from "express";
import { describe, expect, it } from "vitest";
import { MAX_REQUEST_BODY_BYTES, readTextCapped } from "~/lib/read-submission.server";
import { TRACKER_LIMITS } from "~/modules/credit-tracker/credit-tracker-fields";
import { IMAGE_MAX_BYTES } from "~/modules/media/image-rules";
import {
  type BodyLimits,
  readRequestBodies,
  requestWithReadBody,
} from "../../server/read-request-bodies";
import { createRequestAdmission } from "../../server/request-admission";
import { unreadRequestBodies } from "../../server/unread-request-bodies";
import { closedAfterEach } from "../support/loopback-cleanup";

// A real server on loopback with the chain's order (bodies read, then the
// queue with one turn, then a handler that reads the body as React Router's
// adapter does: a Fetch Request over the request stream), and raw clients
// that send as slowly, or as much, as a test needs.

const { servers, sockets } = closedAfterEach();

/** The Fetch Request React Router's Express adapter builds (its body: the request as a stream). */
function fetchRequestOf(req: IncomingMessage): Request {
  return new Request(`http://localhost${req.url}`, {
    method: req.method,
    headers: { "content-type": req.headers["content-type"] ?? "" },
    body: createReadableStreamFromReadable(req),
    duplex: "half",
  } as RequestInit);
}

async function startServer(limits: Partial<BodyLimits> = {}, routeCap = 1_000_000) {
  const admission = createRequestAdmission({ maxConcurrent: 1, maxWaitMs: 60_000 });
  const app = express();
  app.use(unreadRequestBodies());
  app.use(
    readRequestBodies({
      maxBytes: 64_000,
      maxBufferedBytes: 1_000_000,
      graceMs: 10_000,
      minBytesPerSecond: 1000,
      lingerMs: 500,
      ...limits,
    }),
  );
  app.use((req, res, next) => admission.middleware(req, res, next));
  app.get("/page", (_req, res) => {
    res.send("page");
  });
  app.post("/echo", async (req, res) => {
    const text = await readTextCapped(fetchRequestOf(requestWithReadBody(req)), routeCap);
    if (text === null) res.status(413).send("over the route's cap");
    else res.send(`read ${text.length}`);
  });
  const server = app.listen(0, "127.0.0.1");
  servers.push(server);
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return { port, admission };
}

/** A raw connection: what it received, whether it was reset, when it closed. */
function client(port: number) {
  // Half-open allowed: a client busy sending goes on after the server's FIN.
  const socket = connect({ port, host: "127.0.0.1", allowHalfOpen: true });
  sockets.push(socket);
  const state = { received: "", error: undefined as NodeJS.ErrnoException | undefined };
  socket.on("data", (chunk) => {
    state.received += chunk.toString("latin1");
  });
  socket.on("error", (error) => {
    state.error = error;
  });
  const closed = once(socket, "close");
  const statuses = () => [...state.received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1]);
  const answers = async (count: number, timeoutMs = 5000) => {
    const until = performance.now() + timeoutMs;
    while (statuses().length < count && performance.now() < until)
      await new Promise((resolve) => setTimeout(resolve, 10));
    return statuses();
  };
  const post = (headers: string) =>
    socket.write(`POST /echo HTTP/1.1\r\nHost: x\r\nContent-Type: text/plain\r\n${headers}\r\n`);
  return { socket, state, closed, answers, post };
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function get(port: number, path: string) {
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${port}${path}`);
  return { status: response.status, text: await response.text(), ms: performance.now() - started };
}

describe("reading request bodies ahead of the queue", () => {
  it("takes a turn only once the body has arrived, so slow senders never hold one", async () => {
    const { port, admission } = await startServer();
    const slow = [client(port), client(port)];
    for (const each of slow) each.post("Content-Length: 20\r\n");
    for (let sent = 0; sent < 10; sent += 1) {
      for (const each of slow) each.socket.write("ab");
      // The one turn is free for others all the while.
      const page = await get(port, "/page");
      expect(page.status).toBe(200);
      expect(page.ms).toBeLessThan(500);
      expect(admission.stats().active).toBe(0);
      await pause(30);
    }
    for (const each of slow) expect(await each.answers(1)).toEqual(["200"]);
    expect(slow[0]?.state.received).toContain("read 20");
  });

  it("answers 408 and closes the connection when a body comes slower than the rate", async () => {
    const { port } = await startServer({ graceMs: 300, minBytesPerSecond: 100 });
    const trickle = client(port);
    trickle.post("Content-Length: 1000\r\n");
    const started = performance.now();
    const timer = setInterval(() => trickle.socket.write("a"), 100);
    expect(await trickle.answers(1)).toEqual(["408"]);
    clearInterval(timer);
    // 300 ms, plus a second per 100 bytes received (a few).
    expect(performance.now() - started).toBeLessThan(900);
    expect(trickle.state.received).toMatch(/connection: close/i);
    // The server has sent its FIN; once the client has too, the connection is gone.
    trickle.socket.end();
    await trickle.closed;

    // A body that keeps up with the rate may take longer than the grace.
    const steady = client(port);
    steady.post("Content-Length: 200\r\n");
    for (let sent = 0; sent < 200; sent += 20) {
      steady.socket.write("x".repeat(20));
      await pause(60);
    }
    expect(await steady.answers(1)).toEqual(["200"]);
    expect(steady.state.received).toContain("read 200");
  });

  it("answers 413 to a body over the cap, chunked or not, and closes without a reset", async () => {
    const { port } = await startServer();
    const declared = client(port);
    declared.post("Content-Length: 1000000\r\n");
    expect(await declared.answers(1)).toEqual(["413"]);
    expect(declared.state.received).toMatch(/connection: close/i);

    // A chunked body that keeps coming for a moment after the answer, as from
    // a client busy sending: it must read the answer, never meet a reset.
    const chunked = client(port);
    chunked.post("Transfer-Encoding: chunked\r\n");
    const chunk = `1000\r\n${"x".repeat(0x1000)}\r\n`;
    let answeredAt = Number.POSITIVE_INFINITY;
    while (performance.now() < answeredAt + 200 && !chunked.state.error) {
      chunked.socket.write(chunk);
      if (chunked.state.received && answeredAt === Number.POSITIVE_INFINITY)
        answeredAt = performance.now();
      await pause(5);
    }
    chunked.socket.end("0\r\n\r\n");
    expect(await chunked.answers(1)).toEqual(["413"]);
    await chunked.closed;
    expect(chunked.state.error?.code).toBeUndefined();
    expect(chunked.state.received).toContain("larger than the site accepts");
  });

  it("lets a route that stops at its own cap answer 413 and keep the connection", async () => {
    const { port } = await startServer({}, 1000);
    const over = client(port);
    over.post("Transfer-Encoding: chunked\r\n");
    over.socket.write(`1388\r\n${"x".repeat(5000)}\r\n0\r\n\r\n`);
    over.socket.write("GET /page HTTP/1.1\r\nHost: x\r\n\r\n");
    expect(await over.answers(2)).toEqual(["413", "200"]);
    expect(over.state.error).toBeUndefined();
  });

  it("answers 503 while the bodies being read hold the memory allowed", async () => {
    const { port } = await startServer({ maxBufferedBytes: 10_000 });
    const holding = client(port);
    holding.post("Content-Length: 9000\r\n");
    holding.socket.write("x".repeat(8000));
    await pause(100);
    const next = client(port);
    next.post("Content-Length: 5000\r\n");
    next.socket.write("y".repeat(5000));
    expect(await next.answers(1)).toEqual(["503"]);
    expect(next.state.received).toMatch(/retry-after: 5/i);
    // The first still completes, and frees what it held.
    holding.socket.write("x".repeat(1000));
    expect(await holding.answers(1)).toEqual(["200"]);
    const after = client(port);
    after.post("Content-Length: 5000\r\n");
    after.socket.write("z".repeat(5000));
    expect(await after.answers(1)).toEqual(["200"]);
  });

  it("reads bodies as large as the largest form takes, with its fields", () => {
    // The artwork and portrait forms, the outside-credit certificate, Stripe's events.
    for (const cap of [
      IMAGE_MAX_BYTES + 256 * 1024,
      TRACKER_LIMITS.certificateMaxBytes + 256 * 1024,
      1_000_000,
    ])
      expect(cap).toBeLessThan(MAX_REQUEST_BODY_BYTES);
  });
});
