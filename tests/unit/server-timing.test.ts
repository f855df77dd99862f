import { once } from "node:events";
import type { AddressInfo } from "node:net";
import express from "express";
import { describe, expect, it } from "vitest";
import { serverTiming } from "../../server/server-timing";
import { closedAfterEach } from "../support/loopback-cleanup";

const { servers } = closedAfterEach();

describe("Server-Timing", () => {
  it("says how long the server took before its headers, whichever way they are sent", async () => {
    const app = express();
    app.use(serverTiming());
    app.get("/slow", (_req, res) => {
      setTimeout(() => res.send("done"), 60);
    });
    app.get("/head", (_req, res) => {
      res.writeHead(204, { "x-own": "kept" });
      res.end();
    });
    const server = app.listen(0, "127.0.0.1");
    servers.push(server);
    await once(server, "listening");
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

    const slow = await fetch(`${base}/slow`);
    const ms = Number(/^app;dur=([\d.]+)$/.exec(slow.headers.get("server-timing") ?? "")?.[1]);
    expect(ms).toBeGreaterThanOrEqual(55);
    expect(await slow.text()).toBe("done");

    const head = await fetch(`${base}/head`);
    expect(head.status).toBe(204);
    expect(head.headers.get("x-own")).toBe("kept");
    expect(head.headers.get("server-timing")).toMatch(/^app;dur=[\d.]+$/);
  });
});
