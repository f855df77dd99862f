import { data } from "react-router";
import { NotFoundPage } from "~/components/not-found-page";

// Any path the route table does not name answers HTTP 404.
export function loader() {
  return data(null, { status: 404 });
}

export default function NotFound() {
  return <NotFoundPage />;
}
