import type { Route } from "./+types/auth";

// better-auth's HTTP API under /api/auth/* (sign-in, sign-up, sessions ...).
export function loader({ request, context }: Route.LoaderArgs) {
  return context.services.auth.handler(request);
}

export function action({ request, context }: Route.ActionArgs) {
  return context.services.auth.handler(request);
}
