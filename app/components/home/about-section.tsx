import { useRef, useState } from "react";
import { CarouselControls } from "~/components/ui/carousel-dots";
import { LinkUntilHydrated } from "~/components/ui/link-until-hydrated";
import { scrollToElement } from "~/components/ui/use-smooth-scroll";
import type { HomeCopy } from "~/content/home";
import { REVEAL_CLASSES, useRevealOnce } from "./use-reveal-once";

/** Spec §9: 'Discover Our Courses' stops this far above the featured course. */
const COURSES_SCROLL_OFFSET = 100;

/**
 * Spec §2 About us (anchor aboutUs). 'Discover Our Courses' leads to
 * `coursesAnchor`: the featured course's section, or (when no course is on
 * sale) the upcoming ones.
 */
export function AboutSection({
  copy,
  coursesAnchor,
}: {
  copy: HomeCopy["about"];
  coursesAnchor: string;
}) {
  const { tiles, approach, tags, values } = copy;
  const [selected, setSelected] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [card, setCard] = useState(0);
  const section = useRef<HTMLElement>(null);
  const reveal = useRevealOnce(section);
  return (
    <section
      ref={section}
      id="aboutUs"
      aria-labelledby="about-heading"
      data-reveal={reveal}
      className={`mx-auto max-w-7xl px-4 py-16 sm:px-6 ${REVEAL_CLASSES[reveal]}`}
    >
      <h2 id="about-heading" className="font-bold text-3xl tracking-tight">
        Where Expertise Evolves
      </h2>
      <div className="mt-8 grid gap-8 lg:grid-cols-2">
        <div className="grid content-start gap-3 sm:grid-cols-3">
          {tiles.map((tile, index) => (
            <button
              key={tile.text}
              type="button"
              aria-pressed={selected === index}
              onClick={() => setSelected(index)}
              className={`rounded-xl p-4 text-left ring-1 transition-colors ${selected === index ? "bg-brand-700 text-white ring-brand-700" : "bg-white ring-slate-200 hover:ring-brand-600"}`}
            >
              <span className="block font-bold text-2xl">{tile.title}</span>
              <span className="block text-sm">{tile.text}</span>
            </button>
          ))}
        </div>
        <button
          type="button"
          aria-pressed={flipped}
          onClick={() => setFlipped((value) => !value)}
          className="min-h-56 rounded-xl bg-gradient-to-br from-brand-800 to-brand-600 p-6 text-left text-white shadow-sm"
          data-surface="dark"
        >
          {flipped ? (
            <span className="flex flex-col gap-3">
              <span className="font-semibold text-xl">Our Approach</span>
              <span>{approach}</span>
              <span className="flex flex-wrap gap-2">
                {tags.map((tag) => (
                  <span key={tag} className="rounded-full bg-white/15 px-3 py-1 text-sm">
                    {tag}
                  </span>
                ))}
              </span>
              <span className="text-brand-100 text-sm">Click to flip back</span>
            </span>
          ) : (
            <span className="flex h-full flex-col justify-end gap-2">
              <span className="font-semibold text-2xl">Practical AI education, by attorneys</span>
              <span className="text-brand-100 text-sm">Click to discover our approach</span>
            </span>
          )}
        </button>
      </div>

      {/* Wide screens: three columns. Small screens: one card at a time. */}
      <ul className="mt-10 hidden gap-6 md:grid md:grid-cols-3">
        {values.map((value) => (
          <li key={value.title} className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <h3 className="font-semibold text-lg">{value.title}</h3>
            <p className="mt-2 text-slate-700">{value.text}</p>
          </li>
        ))}
      </ul>
      <section
        className="mt-10 md:hidden"
        aria-roledescription="carousel"
        aria-label="What we offer"
      >
        <div className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200" aria-live="polite">
          <h3 className="font-semibold text-lg">{values[card]?.title}</h3>
          <p className="mt-2 text-slate-700">{values[card]?.text}</p>
        </div>
        <CarouselControls
          count={values.length}
          current={card}
          onSelect={setCard}
          labelFor={(index) => `Show ${values[index]?.title}`}
          previousLabel="Previous card"
          nextLabel="Next card"
        />
      </section>

      {/* Until the page has hydrated, a link to the same section. */}
      <LinkUntilHydrated
        href={`#${coursesAnchor}`}
        onClick={() => scrollToElement(coursesAnchor, COURSES_SCROLL_OFFSET)}
        className="mt-10 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Discover Our Courses
      </LinkUntilHydrated>
    </section>
  );
}
