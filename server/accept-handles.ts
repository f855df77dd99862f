import { spawn } from "node:child_process";
import { once } from "node:events";
import type { Server } from "node:http";

/**
 * More listening handles on the server's one socket, so that a burst of new
 * connections is accepted in a few turns of the event loop rather than one
 * connection per turn.
 *
 * Node 20's libuv (1.45 and later) accepts one connection each time the
 * listening socket is reported ready, that is once per turn of the loop. Under
 * load a turn takes tens of milliseconds, so when three hundred clients
 * connect at once the last waits seconds before the server reads its request,
 * let alone before the request queue can answer it or refuse it. Each extra
 * handle is a duplicate of the same socket (a new descriptor, one queue of
 * pending connections in the kernel), watched on its own: every turn accepts
 * once per handle.
 *
 * Node cannot duplicate a descriptor itself, but passing a handle over an IPC
 * channel gives the receiver a new one: a short-lived child process is handed
 * the socket and hands it back `count - 1` times, then exits. The child only
 * holds the handle; it never listens or accepts. (Node 22.12 and later offer
 * `reusePort`, several sockets on one port, which would do without the child.)
 *
 * Returns the extra servers, each made by `createServer` and listening; none
 * when `count` is 1 or when the child fails, in which case the server goes on
 * with its one handle and the reason is passed to `warn`.
 */
export async function addAcceptHandles(
  primary: Server,
  count: number,
  createServer: () => Server,
  warn: (reason: string) => void,
): Promise<Server[]> {
  const wanted = count - 1;
  if (wanted < 1) return [];
  // The listening TCP handle (not in Node's types): the IPC channel carries it.
  const handle = (primary as unknown as { _handle?: object | null })._handle;
  if (!handle) {
    warn("the server is not listening");
    return [];
  }
  const servers: Server[] = [];
  const child = spawn(process.execPath, ["-e", CHILD_PROGRAM], {
    stdio: ["ignore", "ignore", "ignore", "ipc"],
    env: {},
  });
  try {
    await new Promise<void>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("no answer in 10 s")), 10_000);
      child.once("error", reject);
      child.once("exit", (code) => reject(new Error(`the child ended (code ${code})`)));
      child.on("message", (_message, returned) => {
        if (!returned) return;
        const server = createServer();
        // `listen` takes a TCP handle as it takes a server (net.Server.listen(handle)).
        server.listen(returned as Parameters<Server["listen"]>[0]);
        servers.push(server);
        if (servers.length === wanted) {
          clearTimeout(timer);
          resolve();
        }
      });
      child.send(String(wanted), handle as Parameters<typeof child.send>[1], { keepOpen: true });
    });
    child.removeAllListeners("exit");
    // Its copy of the socket is closed when it has gone: until then the port
    // would outlive the servers' close.
    const gone = once(child, "exit");
    child.send("done");
    await Promise.race([gone, new Promise((resolve) => setTimeout(resolve, 5_000).unref())]);
  } catch (error) {
    child.kill();
    for (const server of servers) server.close();
    warn(error instanceof Error ? error.message : String(error));
    return [];
  }
  return servers;
}

// Receives the socket once, sends it back `count` times (each arrives as a new
// descriptor), and leaves when told: closing its own copy never touches the
// parent's, and it never accepts on it.
const CHILD_PROGRAM = `
process.once("message", (count, handle) => {
  for (let i = 0; i < Number(count); i++) process.send("handle", handle, { keepOpen: true });
  process.once("message", () => { handle.close(); process.disconnect(); });
});
`;
