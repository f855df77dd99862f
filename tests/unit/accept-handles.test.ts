import { once } from "node:events";
import http, { type Server } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { addAcceptHandles } from "../../server/accept-handles";

// Real servers on loopback. A burst of connections is made while this
// process is busy (the kernel completes them; none is accepted yet), then the
// turns of the event loop it takes to accept them all are counted.
const open: Server[] = [];
const clients: Socket[] = [];

afterEach(async () => {
  for (const client of clients.splice(0)) client.destroy();
  await Promise.all(
    open.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    }),
  );
});

async function listening(): Promise<Server> {
  const server = http.createServer((_req, res) => res.end("ok"));
  open.push(server);
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return server;
}

async function withHandles(count: number) {
  const primary = await listening();
  const warnings: string[] = [];
  const extra = await addAcceptHandles(
    primary,
    count,
    () => http.createServer((_req, res) => res.end("ok")),
    (reason) => warnings.push(reason),
  );
  open.push(...extra);
  return { primary, extra, warnings, all: [primary, ...extra] };
}

/** Turns of the event loop (one setImmediate each) until `connections` are accepted. */
async function turnsToAccept(servers: Server[], port: number, connections: number) {
  let turn = 0;
  let accepted = 0;
  const acceptedOn: number[] = [];
  const perServer = servers.map(() => 0);
  for (const [index, server] of servers.entries()) {
    server.on("connection", () => {
      accepted++;
      perServer[index] = (perServer[index] ?? 0) + 1;
      acceptedOn.push(turn);
    });
  }
  for (let i = 0; i < connections; i++) {
    const client = connect(port, "127.0.0.1");
    client.on("error", () => {});
    clients.push(client);
  }
  // Busy while the kernel completes every handshake: all are pending at once.
  const until = Date.now() + 100;
  while (Date.now() < until) {}
  await new Promise<void>((resolve) => {
    const tick = () => {
      turn++;
      if (accepted >= connections || turn > 10 * connections) resolve();
      else setImmediate(tick);
    };
    setImmediate(tick);
  });
  return { turns: Math.max(...acceptedOn) - Math.min(...acceptedOn) + 1, accepted, perServer };
}

describe("extra accepting handles on the server's socket", () => {
  it("adds count − 1 listening servers on the same port, which answer requests", async () => {
    const { primary, extra, warnings } = await withHandles(4);
    expect(warnings).toEqual([]);
    expect(extra).toHaveLength(3);
    const { port } = primary.address() as AddressInfo;
    for (const server of extra) expect(server.listening).toBe(true);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => fetch(`http://127.0.0.1:${port}/`).then((r) => r.text())),
    );
    expect(answers.every((answer) => answer === "ok")).toBe(true);
  });

  it("accepts a burst of 40 connections in a few turns, each handle taking its share", async () => {
    const { primary, all } = await withHandles(8);
    const { port } = primary.address() as AddressInfo;
    const { turns, accepted, perServer } = await turnsToAccept(all, port, 40);
    expect(accepted).toBe(40);
    // One handle accepts once per turn (Node 20): 40 turns. Eight: about five.
    expect(turns).toBeLessThanOrEqual(10);
    expect(perServer.filter((count) => count > 0).length).toBeGreaterThanOrEqual(4);
  });

  it("with a count of 1 adds nothing", async () => {
    const { extra, warnings } = await withHandles(1);
    expect(extra).toEqual([]);
    expect(warnings).toEqual([]);
  });

  it("closing every server frees the port", async () => {
    const { primary, all } = await withHandles(4);
    const { port } = primary.address() as AddressInfo;
    await Promise.all(
      all.map((server) => new Promise<void>((resolve) => server.close(() => resolve()))),
    );
    open.splice(0);
    const again = http.createServer();
    open.push(again);
    again.listen(port, "127.0.0.1");
    await once(again, "listening");
    expect((again.address() as AddressInfo).port).toBe(port);
  });
});
