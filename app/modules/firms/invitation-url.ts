/** The page an invitation's link opens: it joins the firm once the invitee is signed in. */
export function invitationUrl(baseUrl: string, invitationId: string): string {
  return new URL(`/firm/join/${encodeURIComponent(invitationId)}`, baseUrl).toString();
}
