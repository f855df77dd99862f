import { type ChildProcess, spawn } from "node:child_process";
import { randomBytes } from "node:crypto";
import { once } from "node:events";
import { mkdtempSync, rmSync } from "node:fs";
import http, { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { baseURL } from "../../playwright.config";
import {
  type PostgresServers,
  skipWithoutPostgres,
  startPostgresServers,
} from "./support/postgres-servers";
import { openRaw, type RawConnection, requestHead } from "./support/raw-http";
import { clientAddress, expect, test } from "./support/test";

// Clients that send slowly, or nothing at all, over real connections: they
// hold a connection each, never one of the request queue's turns, and are
// closed within the limits the README's "Slow and idle clients" gives.

const COURSE = "ai-legal-tools-artificial-intelligence-law-cle";
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, "127.0.0.1");
  await once(probe, "listening");
  const { port } = probe.address() as AddressInfo;
  probe.close();
  await once(probe, "close");
  return port;
}

async function signUp(base: string): Promise<string> {
  const password = "a-long-enough-password-1";
  const response = await fetch(`${base}/register`, {
    method: "POST",
    redirect: "manual",
    headers: {
      Origin: base,
      "content-type": "application/x-www-form-urlencoded",
      "X-Forwarded-For": clientAddress(),
    },
    body: new URLSearchParams({
      firstName: "Slow",
      lastName: "Sender",
      email: `slow-${randomBytes(5).toString("hex")}@example.com`,
      password,
      confirmPassword: password,
      state: "new-york",
      redirectTo: "/dashboard",
    }),
  });
  expect(response.status).toBe(302);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(";")[0])
    .join("; ");
}

/** `count` sign-in posts announcing 5,000 bytes of form and sending one a second. */
function holdSlowBodies(base: string, count: number) {
  const connections = Array.from({ length: count }, () => openRaw(base));
  const head = requestHead(
    "POST",
    `${base}/login`,
    `Origin: ${base}\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 5000\r\n`,
  );
  for (const connection of connections) connection.socket.write(`${head}e`);
  const drip = setInterval(() => {
    for (const { socket } of connections) if (!socket.writableEnded) socket.write("m");
  }, 1000);
  return {
    connections,
    stop() {
      clearInterval(drip);
      for (const { socket } of connections) socket.destroy();
    },
  };
}

/** Signed-in and public pages answer at once while 4, then 40, bodies trickle in. */
function slowBodiesHoldNoTurn(base: () => string) {
  return async () => {
    const cookie = await signUp(base());
    const pages: Array<[string, Record<string, string>]> = [
      ["/dashboard", { cookie }],
      ["/", {}],
      [`/courses/${COURSE}`, {}],
      ["/courses?q=ethics", {}],
    ];
    for (const count of [4, 40]) {
      const slow = holdSlowBodies(base(), count);
      try {
        // Every one is inside its body by now, and would hold a turn if reading it took one.
        await pause(1500);
        for (let round = 0; round < 3; round += 1) {
          for (const [page, headers] of pages) {
            const started = performance.now();
            const response = await fetch(`${base()}${page}`, { headers, redirect: "manual" });
            await response.text();
            const what = `${page} while ${count} bodies trickle`;
            expect(response.status, what).toBe(200);
            expect(performance.now() - started, what).toBeLessThan(2000);
          }
        }
        // Past the grace (10 s), at a byte a second, each is answered 408 and closed.
        await Promise.race([
          Promise.all(slow.connections.map((each) => each.closed)),
          pause(15_000),
        ]);
        for (const connection of slow.connections) {
          expect(connection.statuses()).toEqual(["408"]);
          expect(connection.closedAfterMs()).toBeLessThan(14_000);
        }
      } finally {
        slow.stop();
      }
    }
  };
}

test.describe("slow request bodies on the embedded database", () => {
  test.describe.configure({ timeout: 90_000 });
  test(
    "signed-in and public pages answer while 4 and 40 bodies trickle in",
    slowBodiesHoldNoTurn(() => baseURL),
  );
});

test.describe("slow request bodies on PostgreSQL", () => {
  test.skip(skipWithoutPostgres, "TEST_DATABASE_URL is not set");
  test.describe.configure({ timeout: 150_000 });
  let port = 0;
  let servers: PostgresServers | undefined;
  test.beforeAll(async () => {
    port = await freePort();
    servers = await startPostgresServers("cle_e2e_slow_bodies", [port]);
  });
  test.afterAll(async () => {
    await servers?.stop();
  });
  test(
    "signed-in and public pages answer while 4 and 40 bodies trickle in",
    slowBodiesHoldNoTurn(() => `http://localhost:${port}`),
  );
});

/** A GET from another loopback address than the connections being held. */
function getFrom(url: string, from: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    http
      .get(url, { localAddress: from, agent: false }, (response) => {
        response.resume();
        response.on("end", () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      })
      .on("error", reject);
  });
}

// A server of its own with the default limits and no TRUST_PROXY (the
// suite's server trusts loopback as a proxy, which is never capped per address).
test.describe("idle connections", () => {
  test.describe.configure({ timeout: 120_000 });
  let base = "";
  let server: ChildProcess | undefined;
  let dataDir = "";
  test.beforeAll(async () => {
    dataDir = mkdtempSync(path.join(tmpdir(), "cle-idle-"));
    const port = await freePort();
    base = `http://localhost:${port}`;
    server = spawn(process.execPath, ["build/server/main.js"], {
      env: {
        PATH: process.env.PATH ?? "",
        NODE_ENV: "production",
        LOG_LEVEL: "warn",
        PORT: String(port),
        DATA_DIR: dataDir,
      },
      stdio: "ignore",
    });
    // From elsewhere than the connections the tests hold, on connections not kept.
    await expect
      .poll(async () => (await getFrom(`${base}/readyz`, "127.0.0.2").catch(() => null))?.status, {
        timeout: 90_000,
      })
      .toBe(200);
  });
  test.afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = once(server, "exit");
      server.kill("SIGTERM");
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  test("silent connections are capped per address and closed within seconds, while pages answer", async () => {
    const held: RawConnection[] = Array.from({ length: 400 }, () => openRaw(base));
    const admitted = () => held.filter((each) => each.received() === "");
    try {
      await pause(1000);
      // Past the 128 from one address, each was answered 503 at once and closed.
      const refused = held.filter((each) => each.statuses()[0] === "503");
      expect(refused).toHaveLength(400 - 128);
      for (const each of refused) expect(each.closedAfterMs()).toBeLessThan(1000);
      // Another client is served meanwhile.
      for (const page of ["/healthz", "/", `/courses/${COURSE}`]) {
        const answer = await getFrom(`${base}${page}`, "127.0.0.2");
        expect(answer.status, page).toBe(200);
        expect(answer.ms, page).toBeLessThan(2000);
      }
      await Promise.race([Promise.all(held.map((each) => each.closed)), pause(10_000)]);
      // The rest (never more than 128 held open) were closed, unanswered, 5 s after they opened.
      expect(admitted()).toHaveLength(128);
      for (const each of admitted()) {
        expect(each.closedAfterMs()).toBeGreaterThan(4500);
        expect(each.closedAfterMs()).toBeLessThan(7500);
      }
    } finally {
      for (const each of held) each.socket.destroy();
    }
  });

  test("an idle kept-alive connection and slow headers are closed within their limits", async () => {
    const keptAlive = openRaw(base);
    keptAlive.socket.write(requestHead("GET", `${base}/healthz`));
    const slowHeaders = openRaw(base);
    slowHeaders.socket.write(`GET / HTTP/1.1\r\nHost: ${new URL(base).host}\r\nX-Slow: `);
    const drip = setInterval(() => {
      if (!slowHeaders.socket.writableEnded) slowHeaders.socket.write("z");
    }, 2000);
    try {
      await Promise.race([Promise.all([keptAlive.closed, slowHeaders.closed]), pause(20_000)]);
      // Answered, then closed once idle for 10 s (and Node's second of grace).
      expect(keptAlive.statuses()).toEqual(["200"]);
      expect(keptAlive.closedAfterMs()).toBeGreaterThan(9500);
      expect(keptAlive.closedAfterMs()).toBeLessThan(13_000);
      // A header byte every 2 s: the whole head is due within 10 s.
      expect(slowHeaders.statuses()).toEqual(["408"]);
      expect(slowHeaders.closedAfterMs()).toBeLessThan(12_500);
    } finally {
      clearInterval(drip);
    }
  });
});
