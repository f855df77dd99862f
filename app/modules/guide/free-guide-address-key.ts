/** The counter of free guides sent to one (lower-case) address, removed with its account. */
export function freeGuideAddressKey(email: string): string {
  return `free-guide-address:${email}`;
}
