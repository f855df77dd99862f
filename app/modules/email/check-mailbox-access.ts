/** This machine's addresses, as the HTTP layer reports the client's. */
const LOCAL_ADDRESSES = new Set(["127.0.0.1", "::1", "::ffff:127.0.0.1"]);

/**
 * Whether the development mailbox may be shown to a client at this address:
 * only in development, and only to this machine, because it holds every
 * user's links.
 */
export function canOpenDevMailbox(nodeEnv: string, clientAddress: string | null): boolean {
  return nodeEnv === "development" && LOCAL_ADDRESSES.has(clientAddress ?? "");
}
