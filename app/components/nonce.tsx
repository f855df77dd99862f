import { createContext, useContext } from "react";

// The CSP nonce of the current server response. On the client it is empty:
// browsers hide nonces from the DOM, and scripts added after load need none.
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
