/** Fewer certificates than this come from one affirmation; a larger count in the address is not ours. */
const MOST_ISSUED_AT_ONCE = 20;

/**
 * What the dashboard says on arrival, from its address: a confirmation link
 * lands with ?verified=1 (said only once the address really is confirmed) or
 * ?error=… when it failed; the affirmation sends the attorney here with
 * ?certificates=n, the number just issued (0: say nothing).
 */
export function readArrivalNotices(search: URLSearchParams, emailVerified: boolean) {
  const verification = search.has("error")
    ? ("failed" as const)
    : search.has("verified") && emailVerified
      ? ("confirmed" as const)
      : null;
  const issued = Number(search.get("certificates") ?? "0");
  return {
    verification,
    issued: Number.isInteger(issued) && issued > 0 && issued < MOST_ISSUED_AT_ONCE ? issued : 0,
  };
}
