import { spawn } from "node:child_process";
import { once } from "node:events";
import type { Server } from "node:http";

/**
 * More listening handles on the server's one socket: libuv accepts one
 * connection per handle per turn of the event loop, so under a burst the last
 * of three hundred clients would wait seconds to be read. Node cannot
 * duplicate a descriptor, so a short-lived child is handed the socket and
 * hands it back `count - 1` times (Node 22.12's `reusePort` would do without).
 * Returns the extra servers; none when `count` is 1 or the child fails (the
 * reason goes to `warn`). See docs/architecture.md, "Request path".
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
