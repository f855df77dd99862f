import type { AppServices } from "./services";

// What every loader and action receives as `context` (set in server/app.ts).
declare module "react-router" {
  interface AppLoadContext {
    services: AppServices;
    /** The nonce of this response's Content-Security-Policy, for inline scripts. */
    cspNonce: string;
    /**
     * Set when rendering failed after the page started to stream (its status
     * is already sent as 200): such a page is not kept for other visitors.
     */
    render?: { failed: boolean };
    /**
     * Set when nothing of the page is sent before all of it is rendered (a
     * page kept to be sent again): it is then rendered whole, see
     * app/entry.server.tsx.
     */
    heldWhole?: boolean;
  }
}
