import type { Server } from "node:http";
import type { Socket } from "node:net";
import { afterEach } from "vitest";

/**
 * Servers and client sockets a test opens on loopback, all closed after each
 * test: push them onto the lists returned.
 */
export function closedAfterEach(): { servers: Server[]; sockets: Socket[] } {
  const servers: Server[] = [];
  const sockets: Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.destroy();
    await Promise.all(
      servers.splice(0).map((server) => {
        server.closeAllConnections();
        return new Promise<void>((resolve) => server.close(() => resolve()));
      }),
    );
  });
  return { servers, sockets };
}
