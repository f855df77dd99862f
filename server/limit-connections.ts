import type { IncomingMessage, Server } from "node:http";
import { isIPv6, type Socket } from "node:net";

/**
 * Caps on open connections, in total and per client address, and a limit on
 * how long a new connection may stay silent. Node itself times out only a
 * request whose first byte has come (`headersTimeout`, `requestTimeout`) and
 * a kept-alive connection after an answer (`keepAliveTimeout`): a connection
 * that never sends a byte would stay open until the client leaves, and
 * enough of them use up the process's descriptors. Past a cap a connection is
 * answered 503 at once and closed, before Node's HTTP handling sees it.
 *
 * The per-address cap counts the socket's address (an IPv6 address by its
 * /64, which one subscriber usually has whole). Connections from an address
 * `isProxy` names (TRUST_PROXY's proxies) carry many visitors each and are
 * counted in the total only. See docs/architecture.md, "Request path".
 */
export type ConnectionLimits = {
  /** Open connections, all servers and addresses together. */
  maxConnections: number;
  /** Open connections from one address; 0 for no per-address cap. */
  maxPerAddress: number;
  /** A new connection silent this long, before its first request's headers are in, is closed (ms). */
  firstByteTimeoutMs: number;
  /** Whether a socket's address is a proxy's (not capped per address). */
  isProxy: (address: string) => boolean;
};

export type ConnectionStats = { open: number; refused: number };

const BUSY_TEXT = "The site is very busy right now. Please try again in a few seconds.\n";
const BUSY_RESPONSE =
  "HTTP/1.1 503 Service Unavailable\r\nRetry-After: 5\r\nCache-Control: no-store\r\n" +
  `Content-Type: text/plain; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(BUSY_TEXT)}\r\n` +
  `Connection: close\r\n\r\n${BUSY_TEXT}`;

export function limitConnections(limits: ConnectionLimits) {
  let open = 0;
  let refused = 0;
  const fromAddress = new Map<string, number>();
  const awaitingFirstRequest = new WeakSet<Socket>();

  function admit(socket: Socket): boolean {
    const remote = socket.remoteAddress ?? "";
    const perAddress = limits.maxPerAddress > 0 && !limits.isProxy(remote);
    const address = clientOf(remote);
    const count = perAddress ? (fromAddress.get(address) ?? 0) : 0;
    if (open >= limits.maxConnections || (perAddress && count >= limits.maxPerAddress)) {
      return false;
    }
    open += 1;
    if (perAddress) fromAddress.set(address, count + 1);
    socket.once("close", () => {
      open -= 1;
      if (!perAddress) return;
      const left = (fromAddress.get(address) ?? 1) - 1;
      if (left > 0) fromAddress.set(address, left);
      else fromAddress.delete(address);
    });
    return true;
  }

  /** Puts the caps and the silence limit in front of a server's own connection handling. */
  function attach(server: Server): void {
    // Node's HTTP server handles a connection in its own `connection`
    // listener; it runs only for connections admitted here.
    const handlers = server.listeners("connection") as Array<(socket: Socket) => void>;
    server.removeAllListeners("connection");
    server.on("connection", (socket: Socket) => {
      if (!admit(socket)) {
        refused += 1;
        socket.on("error", () => {});
        socket.end(BUSY_RESPONSE);
        socket.once("finish", () => socket.destroy());
        return;
      }
      for (const handle of handlers) handle.call(server, socket);
      // Node resets a socket's idle timer at every byte it parses and, with
      // no listener of the server's `timeout`, closes the socket when it runs
      // out. Cleared once the first request's headers are in; from then on
      // Node's own request and keep-alive timeouts apply.
      socket.setTimeout(limits.firstByteTimeoutMs);
      awaitingFirstRequest.add(socket);
    });
    server.on("request", (req: IncomingMessage) => {
      if (awaitingFirstRequest.delete(req.socket)) req.socket.setTimeout(0);
    });
  }

  return {
    attach,
    stats: (): ConnectionStats => ({ open, refused }),
  };
}

export type ConnectionLimiter = ReturnType<typeof limitConnections>;

/** The part of an address one client is taken to own: IPv4 whole, IPv6 its first 64 bits. */
export function clientOf(address: string): string {
  if (!isIPv6(address) || /^::ffff:\d/i.test(address)) return address;
  const [head = "", tail] = address.toLowerCase().split("::");
  const front = head ? head.split(":") : [];
  const back = tail ? tail.split(":") : [];
  const groups =
    tail === undefined
      ? front
      : [...front, ...Array(8 - front.length - back.length).fill("0"), ...back];
  return `${groups
    .slice(0, 4)
    .map((group) => Number.parseInt(group, 16).toString(16))
    .join(":")}::/64`;
}
