/**
 * The policy's text as staff wrote it: blocks separated by blank lines; a
 * block whose first line is short and followed by more is a heading and its
 * paragraph.
 */
export function AidPolicyText({ body }: { body: string }) {
  const blocks = body
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter(Boolean);
  return (
    <div className="grid max-w-3xl gap-4">
      {blocks.map((block, index) => {
        const [first = "", ...rest] = block.split("\n");
        const key = `${index}-${first.slice(0, 20)}`;
        if (rest.length > 0 && first.length <= 60) {
          return (
            <section key={key}>
              <h2 className="font-semibold text-xl">{first}</h2>
              <p className="mt-1 whitespace-pre-line">{rest.join("\n")}</p>
            </section>
          );
        }
        return (
          <p key={key} className="whitespace-pre-line">
            {block}
          </p>
        );
      })}
    </div>
  );
}
