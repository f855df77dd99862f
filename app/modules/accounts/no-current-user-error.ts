/** Spec §8: what the auth layer says when an account change has no signed-in user. */
export class NoCurrentUserError extends Error {
  readonly code = "auth/no-current-user";
  constructor() {
    super("No authenticated user found");
    this.name = "NoCurrentUserError";
  }
}
