/**
 * A list page's create action at its top: a plain link to the page's add
 * form (a section further down with the id `to`), so it works without script
 * and the form keeps its place and its replies.
 */
export function CreateLink({ to, children }: { to: string; children: string }) {
  return (
    <a
      href={`#${to}`}
      className="inline-flex min-h-11 items-center rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
    >
      {children}
    </a>
  );
}
