import { Link } from "react-router";
import { FormAlert } from "~/components/ui/form-alert";

/** Why the attorney cannot affirm yet, what is still missing, and the way forward. */
export function AffirmationRefused({
  message,
  missing = [],
  link,
}: {
  message: string;
  missing?: readonly string[];
  link: { to: string; label: string };
}) {
  return (
    <>
      <FormAlert tone="error">{message}</FormAlert>
      {missing.length > 0 ? (
        <ul className="mt-4 list-disc space-y-1 pl-6">
          {missing.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : null}
      <p className="mt-4">
        <Link to={link.to} className="text-brand-700 underline">
          {link.label}
        </Link>
      </p>
    </>
  );
}
