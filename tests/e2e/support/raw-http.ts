import { connect, type Socket } from "node:net";

/**
 * One connection written byte by byte, for what no HTTP client sends (odd
 * methods, a body that trickles, nothing at all). Allows half-open, as a
 * client busy sending does not stop at the server's FIN: a reset then shows.
 */
export type RawConnection = {
  socket: Socket;
  /** Everything received so far, as Latin-1. */
  received: () => string;
  /** The status codes of the answers received so far. */
  statuses: () => string[];
  /** Whether the connection was reset (or a write failed) rather than closed. */
  reset: () => boolean;
  /** Milliseconds from opening to closing; undefined while open. */
  closedAfterMs: () => number | undefined;
  /** Resolves once the connection has closed. */
  closed: Promise<void>;
  /** Resolves once `count` answers have come (or the connection closed, or `timeoutMs` passed). */
  answers: (count: number, timeoutMs?: number) => Promise<string[]>;
};

export function openRaw(url: string, options: { from?: string } = {}): RawConnection {
  const { hostname, port } = new URL(url);
  const socket = connect({
    port: Number(port),
    host: hostname === "localhost" ? "127.0.0.1" : hostname,
    localAddress: options.from,
    allowHalfOpen: true,
  });
  const openedAt = performance.now();
  let received = "";
  let reset = false;
  let closedAfter: number | undefined;
  socket.on("data", (chunk) => {
    received += chunk.toString("latin1");
  });
  socket.on("error", () => {
    reset = true;
  });
  // The server's FIN: this side is done too.
  socket.on("end", () => socket.end());
  const closed = new Promise<void>((resolve) =>
    socket.on("close", () => {
      closedAfter = performance.now() - openedAt;
      resolve();
    }),
  );
  const statuses = () => [...received.matchAll(/HTTP\/1\.1 (\d{3})/g)].map((m) => m[1] ?? "");
  return {
    socket,
    received: () => received,
    statuses,
    reset: () => reset,
    closedAfterMs: () => closedAfter,
    closed,
    async answers(count, timeoutMs = 10_000) {
      const until = performance.now() + timeoutMs;
      while (statuses().length < count && closedAfter === undefined && performance.now() < until)
        await new Promise((resolve) => setTimeout(resolve, 20));
      return statuses();
    },
  };
}

/** A request's head as a browser's would start, plus `lines` (each ending CRLF). */
export function requestHead(method: string, url: string, lines = ""): string {
  const { host, pathname, search } = new URL(url);
  return `${method} ${pathname}${search} HTTP/1.1\r\nHost: ${host}\r\n${lines}\r\n`;
}
