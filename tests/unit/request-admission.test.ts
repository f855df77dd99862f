import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { connect } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { createRequestAdmission, type RequestAdmission } from "../../server/request-admission";

// A real HTTP server on loopback whose handler holds each admitted request
// until the test lets it answer, so the queue's order and limits can be seen.
type Held = { path: string; answer: () => void };

async function startServer(admission: RequestAdmission) {
  const held: Held[] = [];
  const admittedOrder: string[] = [];
  const waiters: Array<() => void> = [];
  const server = http.createServer((req, res) => {
    admission.middleware(req, res, () => {
      const path = req.url ?? "";
      admittedOrder.push(path);
      held.push({ path, answer: () => res.end(`done ${path}`) });
      for (const wake of waiters.splice(0)) wake();
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: 100 });
  const get = (path: string, headers: Record<string, string> = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>(
      (resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path, agent, headers }, (res) => {
            let body = "";
            res.setEncoding("utf8");
            res.on("data", (chunk: string) => {
              body += chunk;
            });
            res.on("end", () =>
              resolve({ status: res.statusCode ?? 0, headers: res.headers, body }),
            );
          })
          .on("error", reject);
      },
    );
  const admittedCount = async (count: number) => {
    while (held.length < count) await new Promise<void>((wake) => waiters.push(wake));
  };
  const close = async () => {
    agent.destroy();
    server.closeAllConnections();
    server.close();
  };
  return { port, get, held, admittedOrder, admittedCount, close };
}

let stop: (() => Promise<void>) | undefined;
afterEach(async () => {
  await stop?.();
  stop = undefined;
});

describe("request admission", () => {
  it("handles at most maxConcurrent requests at once and the rest in arrival order", async () => {
    const admission = createRequestAdmission({ maxConcurrent: 2, maxWaitMs: 60_000 });
    const server = await startServer(admission);
    stop = server.close;

    const first = [server.get("/a"), server.get("/b")];
    await server.admittedCount(2);
    // Sent one after another so the arrival order is known.
    const later: Array<ReturnType<typeof server.get>> = [];
    for (const path of ["/c", "/d", "/e"]) {
      later.push(server.get(path));
      while (admission.stats().queued < later.length) await new Promise((r) => setImmediate(r));
    }
    expect(admission.stats()).toMatchObject({ active: 2, queued: 3 });

    // Each answer frees a turn for the next in line.
    for (let remaining = 5; remaining > 0; remaining -= 1) {
      await server.admittedCount(Math.min(2, remaining));
      server.held.shift()?.answer();
    }
    const bodies = (await Promise.all([...first, ...later])).map((response) => response.body);
    expect(bodies).toEqual(["done /a", "done /b", "done /c", "done /d", "done /e"]);
    expect(server.admittedOrder).toEqual(["/a", "/b", "/c", "/d", "/e"]);
    expect(admission.stats()).toMatchObject({ active: 0, queued: 0, shed: 0 });
  });

  it("answers 503 with Retry-After when a request has waited its limit, and nothing is lost", async () => {
    const admission = createRequestAdmission({ maxConcurrent: 1, maxWaitMs: 150 });
    const server = await startServer(admission);
    stop = server.close;

    const first = server.get("/slow");
    await server.admittedCount(1);
    const refused = await server.get("/waits", { accept: "text/html" });
    expect(refused.status).toBe(503);
    expect(refused.headers["retry-after"]).toBe("1");
    expect(refused.headers["cache-control"]).toBe("no-store");
    expect(refused.body).toContain("Please try again in a moment");
    expect(admission.stats().shed).toBe(1);

    server.held.shift()?.answer();
    expect((await first).body).toBe("done /slow");
    // The refused request never reached the handler.
    expect(server.admittedOrder).toEqual(["/slow"]);
  });

  it("refuses at once when the expected wait is over the limit, and says it is saturated", async () => {
    const admission = createRequestAdmission({ maxConcurrent: 1, maxWaitMs: 1000 });
    const server = await startServer(admission);
    stop = server.close;

    // Teach it that a request holds its turn for about 400 ms.
    const taught = server.get("/teach");
    await server.admittedCount(1);
    await new Promise((r) => setTimeout(r, 400));
    server.held.shift()?.answer();
    await taught;

    const holding = server.get("/holding");
    await server.admittedCount(1);
    expect(admission.saturated()).toBe(false);
    const queued = [server.get("/q1")];
    while (admission.stats().queued < 1) await new Promise((r) => setImmediate(r));
    // One waiting (about 400 ms) plus this one would be about 800 ms: over half the limit.
    expect(admission.saturated()).toBe(true);
    queued.push(server.get("/q2"));
    while (admission.stats().queued < 2) await new Promise((r) => setImmediate(r));
    const started = performance.now();
    const refused = await server.get("/q3");
    expect(refused.status).toBe(503);
    expect(refused.body).toContain("try again");
    // Refused on arrival, not after waiting the full second.
    expect(performance.now() - started).toBeLessThan(900);

    server.held.shift()?.answer();
    await holding;
    for (let i = 0; i < 2; i += 1) {
      await server.admittedCount(1);
      server.held.shift()?.answer();
    }
    expect((await Promise.all(queued)).map((r) => r.status)).toEqual([200, 200]);
    expect(admission.saturated()).toBe(false);
  });

  it("lets a visitor who gave up leave the queue without using a turn", async () => {
    const admission = createRequestAdmission({ maxConcurrent: 1, maxWaitMs: 60_000 });
    const server = await startServer(admission);
    stop = server.close;

    const first = server.get("/first");
    await server.admittedCount(1);
    const controller = new AbortController();
    const gaveUp = fetch(`http://127.0.0.1:${server.port}/gave-up`, {
      signal: controller.signal,
    }).catch(() => "aborted");
    while (admission.stats().queued < 1) await new Promise((r) => setImmediate(r));
    controller.abort();
    expect(await gaveUp).toBe("aborted");
    const third = server.get("/third");
    await new Promise((r) => setTimeout(r, 50));

    server.held.shift()?.answer();
    await first;
    await server.admittedCount(1);
    server.held.shift()?.answer();
    expect((await third).body).toBe("done /third");
    expect(server.admittedOrder).toEqual(["/first", "/third"]);
  });

  it("keeps a refused connection open, and answers an immediate retry on it after a pause", async () => {
    const admission = createRequestAdmission({ maxConcurrent: 1, maxWaitMs: 300 });
    const server = await startServer(admission);
    stop = server.close;
    const slow = server.get("/slow");
    await server.admittedCount(1);

    const socket = connect(server.port, "127.0.0.1");
    await once(socket, "connect");
    let received = "";
    socket.on("data", (chunk) => {
      received += chunk.toString();
    });
    const answers = async (count: number) => {
      while ((received.match(/HTTP\/1\.1 /g) ?? []).length < count)
        await new Promise((r) => setTimeout(r, 10));
    };
    const ask = (path: string) => socket.write(`GET ${path} HTTP/1.1\r\nHost: x\r\n\r\n`);

    let sent = performance.now();
    ask("/first-try");
    await answers(1);
    const firstWait = performance.now() - sent;
    expect(received).toMatch(/^HTTP\/1\.1 503/);
    expect(received).not.toMatch(/connection: close/i);

    // The same client asks again at once, on the same connection.
    sent = performance.now();
    ask("/retry");
    await answers(2);
    const retryWait = performance.now() - sent;
    expect(received.split("HTTP/1.1 ")[2]).toMatch(/^503/);
    // Its wait in the queue (300 ms) and then the pause (150 ms).
    expect(retryWait).toBeGreaterThanOrEqual(440);
    expect(retryWait).toBeGreaterThan(firstWait);

    // Once there is room, the same connection is served.
    server.held.shift()?.answer();
    await slow;
    ask("/served");
    await server.admittedCount(1);
    server.held.shift()?.answer();
    await answers(3);
    expect(received).toContain("done /served");
    socket.destroy();
    expect(server.admittedOrder).toEqual(["/slow", "/served"]);
  });

  it("refuses a request read long after it arrived, while the event loop was busy", async () => {
    const admission = createRequestAdmission({ maxConcurrent: 4, maxWaitMs: 200 });
    const server = http.createServer((req, res) =>
      admission.middleware(req, res, () => {
        // A request whose work holds the thread (as the embedded database's queries do).
        if (req.url === "/busy") {
          const until = performance.now() + 300;
          while (performance.now() < until) {}
        }
        res.end("done");
      }),
    );
    server.listen(0, "127.0.0.1");
    await once(server, "listening");
    stop = async () => {
      admission.close();
      server.closeAllConnections();
      server.close();
    };
    const { port } = server.address() as AddressInfo;
    const open = async () => {
      const socket = connect(port, "127.0.0.1");
      await once(socket, "connect");
      return socket;
    };
    const answer = (socket: ReturnType<typeof connect>) =>
      new Promise<string>((resolve) => {
        let text = "";
        socket.on("data", (chunk) => {
          text += chunk.toString();
          if (/\r\n\r\n[\s\S]*\S/.test(text)) resolve(text);
        });
      });
    const [busy, next] = [await open(), await open()];
    const answers = [answer(busy), answer(next)];
    busy.write("GET /busy HTTP/1.1\r\nHost: x\r\n\r\n");
    next.write("GET /next HTTP/1.1\r\nHost: x\r\n\r\n");
    // Both requests are waiting to be read when the server next looks.
    const until = performance.now() + 30;
    while (performance.now() < until) {}
    const [first, second] = await Promise.all(answers);
    busy.destroy();
    next.destroy();
    expect(first).toMatch(/^HTTP\/1\.1 200/);
    expect(second).toMatch(/^HTTP\/1\.1 503/);
    expect(second).toMatch(/retry-after: 1/i);
  });
});
