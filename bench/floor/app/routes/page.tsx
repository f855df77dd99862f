import { useLoaderData } from "react-router";

// One page as large as the app's "/" (FLOOR_HTML_KB, in KiB of uncompressed
// HTML): a list of plain elements whose text comes from the loader, so the
// page carries its data twice, as markup and as hydration data, like the app's
// pages. The text is varied (seeded words, not one repeated line), so it
// compresses about as well as the app's HTML does.

const WORDS =
  "attorney court counsel ethics credit session course state bar review discovery document model privilege client duty competence evidence record motion brief deadline filing hearing judge jury trial witness expert policy risk audit contract clause vendor data privacy security breach notice rule comment opinion standard practice firm partner associate paralegal research citation statute regulation agency compliance training hours approval provider format live recorded webinar module quiz certificate transcript summary outline chapter lesson example question answer analysis argument precedent appeal settlement negotiation mediation arbitration".split(
    " ",
  );

/** Bytes one item adds to the page (markup and hydration data), and the page without items. */
const ITEM_BYTES = 470;
const SHELL_BYTES = 3_330;

function makeItems(count: number) {
  let seed = 16;
  const word = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return WORDS[seed % WORDS.length] ?? "";
  };
  const words = (n: number) => Array.from({ length: n }, word).join(" ");
  return Array.from({ length: count }, (_, index) => ({
    id: index,
    title: words(4),
    text: `${words(18)}.`,
    hours: (seed % 40) / 10,
  }));
}

const items = makeItems(
  Math.max(
    0,
    Math.round((Number(process.env.FLOOR_HTML_KB ?? 43) * 1024 - SHELL_BYTES) / ITEM_BYTES),
  ),
);

export function meta() {
  return [{ title: "Floor" }];
}

// The data is made once, at start-up: the floor's loader does no work.
export function loader() {
  return { items };
}

export default function Page() {
  const { items } = useLoaderData<typeof loader>();
  return (
    <main>
      <h1>Floor</h1>
      <ul>
        {items.map((item) => (
          <li key={item.id}>
            <h2>{item.title}</h2>
            <p>{item.text}</p>
            <span>{item.hours} hours</span>
          </li>
        ))}
      </ul>
    </main>
  );
}
