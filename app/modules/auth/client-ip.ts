/**
 * The request header that carries the client's address to better-auth. The
 * HTTP layer sets it on every request from the socket (or from
 * X-Forwarded-For when TRUST_PROXY allows), replacing anything a client sent.
 */
export const CLIENT_IP_HEADER = "x-client-ip";
