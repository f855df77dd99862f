import { once } from "node:events";
import http from "node:http";
import { type AddressInfo, connect } from "node:net";
import { describe, expect, it } from "vitest";
import { type ConnectionLimits, clientOf, limitConnections } from "../../server/limit-connections";
import { closedAfterEach } from "../support/loopback-cleanup";

// Real servers on loopback, clients from two loopback addresses (127.0.0.1
// and 127.0.0.2), so the per-address and total caps can be told apart.

const { servers, sockets } = closedAfterEach();

async function startServer(limits: Partial<ConnectionLimits>, answerAfterMs = 0) {
  const connections = limitConnections({
    maxConnections: 100,
    maxPerAddress: 0,
    firstByteTimeoutMs: 10_000,
    isProxy: () => false,
    ...limits,
  });
  const server = http.createServer((_req, res) => {
    setTimeout(() => res.end("ok"), answerAfterMs);
  });
  connections.attach(server);
  servers.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return { port: (server.address() as AddressInfo).port, connections };
}

/** A connection from `from`; `state` says what it received and when it closed. */
async function open(port: number, from = "127.0.0.1") {
  const socket = connect({ port, host: "127.0.0.1", localAddress: from });
  sockets.push(socket);
  const state = { received: "", closedAt: 0 };
  const openedAt = performance.now();
  socket.on("data", (chunk) => {
    state.received += chunk.toString("latin1");
  });
  socket.on("error", () => {});
  socket.on("close", () => {
    state.closedAt = performance.now() - openedAt;
  });
  await once(socket, "connect");
  return { socket, state };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 100));

describe("connection limits", () => {
  it("closes a connection that sends nothing, but not one whose answer takes longer", async () => {
    const { port, connections } = await startServer({ firstByteTimeoutMs: 300 }, 600);
    const silent = await open(port);
    const asking = await open(port);
    asking.socket.write("GET / HTTP/1.1\r\nHost: x\r\n\r\n");
    await once(silent.socket, "close");
    expect(silent.state.received).toBe("");
    expect(silent.state.closedAt).toBeGreaterThan(250);
    expect(silent.state.closedAt).toBeLessThan(1000);
    // Its request was in before the limit; the answer comes after it.
    while (!asking.state.received.includes("ok")) await settle();
    expect(asking.state.received).toMatch(/^HTTP\/1\.1 200/);
    expect(asking.state.closedAt).toBe(0);
    expect(connections.stats().open).toBe(1);
  });

  it("caps connections per address and in total, answering 503 past a cap", async () => {
    const { port, connections } = await startServer({ maxConnections: 5, maxPerAddress: 3 });
    const first = await Promise.all([1, 2, 3, 4].map(() => open(port, "127.0.0.1")));
    await settle();
    const refused = first.filter(({ state }) => state.received.startsWith("HTTP/1.1 503"));
    expect(refused).toHaveLength(1);
    expect(refused[0]?.state.received).toMatch(/retry-after: 5/i);
    expect(refused[0]?.state.closedAt).toBeGreaterThan(0);
    // Another address has its own share, up to the total.
    const second = await Promise.all([1, 2, 3].map(() => open(port, "127.0.0.2")));
    await settle();
    expect(second.map(({ state }) => state.received.startsWith("HTTP/1.1 503"))).toEqual([
      false,
      false,
      true,
    ]);
    expect(connections.stats()).toEqual({ open: 5, refused: 2 });
    // A closed one frees its place.
    first.find(({ state }) => state.closedAt === 0)?.socket.destroy();
    await settle();
    const again = await open(port, "127.0.0.1");
    await settle();
    expect(again.state).toEqual({ received: "", closedAt: 0 });
  });

  it("caps a proxy's connections in the total only", async () => {
    const { port } = await startServer({
      maxConnections: 6,
      maxPerAddress: 2,
      isProxy: (address) => address.endsWith("127.0.0.2"),
    });
    const proxied = await Promise.all([1, 2, 3, 4, 5, 6, 7].map(() => open(port, "127.0.0.2")));
    await settle();
    expect(proxied.filter(({ state }) => state.received.startsWith("HTTP/1.1 503"))).toHaveLength(
      1,
    );
  });

  it("counts an IPv6 client by its /64", () => {
    expect(clientOf("2001:db8:a:b:1:2:3:4")).toBe("2001:db8:a:b::/64");
    expect(clientOf("2001:db8:a:b::9")).toBe("2001:db8:a:b::/64");
    expect(clientOf("2001:db8::1")).toBe("2001:db8:0:0::/64");
    expect(clientOf("203.0.113.7")).toBe("203.0.113.7");
    expect(clientOf("::ffff:203.0.113.7")).toBe("::ffff:203.0.113.7");
  });
});
