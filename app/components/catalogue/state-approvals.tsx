import { useEffect, useId, useRef, useState } from "react";
import { Link } from "react-router";
import { CarouselControls } from "~/components/ui/carousel-dots";
import { scrollToElement } from "~/components/ui/use-smooth-scroll";
import { APPROVED_STATES, type ApprovedState, statePagePath } from "~/content/states";

/** Spec §9: up to 6 states per slide, in two rows of 3. */
const STATES_PER_SLIDE = 6;

function slidesOf(states: readonly ApprovedState[]): ApprovedState[][] {
  const slides: ApprovedState[][] = [];
  for (let i = 0; i < states.length; i += STATES_PER_SLIDE)
    slides.push(states.slice(i, i + STATES_PER_SLIDE));
  return slides;
}

/**
 * The state-approvals block (spec §2): 'Credits approved in N states', the
 * asterisk and 'View All Approved States' buttons that open 'Approved
 * Jurisdictions', a carousel of the states, one slide at a time, looping.
 */
export function StateApprovals({ sectionId = "state-approvals" }: { sectionId?: string }) {
  const [expanded, setExpanded] = useState(false);
  const panelHeading = useRef<HTMLHeadingElement>(null);
  const focusPanel = useRef(false);
  useEffect(() => {
    if (!expanded || !focusPanel.current) return;
    focusPanel.current = false;
    panelHeading.current?.focus({ preventScroll: true });
  }, [expanded]);
  const [slide, setSlide] = useState(0);
  const panelId = useId();
  const slides = slidesOf(APPROVED_STATES);

  return (
    <section
      id={sectionId}
      aria-labelledby={`${sectionId}-heading`}
      className="mx-auto max-w-7xl px-4 py-16 sm:px-6"
    >
      <h2
        id={`${sectionId}-heading`}
        className="flex items-center gap-2 font-bold text-3xl tracking-tight"
      >
        Credits approved in {APPROVED_STATES.length} states
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={panelId}
          aria-label={expanded ? "Collapse state list" : "Expand state list"}
          onClick={() => setExpanded((open) => !open)}
          className="rounded-full px-2 text-accent-600 hover:bg-amber-50"
        >
          *
        </button>
      </h2>
      <p className="mt-3 max-w-2xl text-lg text-slate-700">More states are on the way.</p>
      {!expanded ? (
        <button
          type="button"
          aria-expanded={false}
          aria-controls={panelId}
          onClick={() => {
            setExpanded(true);
            // The button goes away: focus moves to the list it opened, below the header
            // where it stays at the top (on a phone it scrolls away).
            focusPanel.current = true;
            const header = document.querySelector("header");
            const sticky = header !== null && getComputedStyle(header).position === "sticky";
            scrollToElement(sectionId, (sticky ? header.getBoundingClientRect().height : 0) + 16);
          }}
          className="mt-6 rounded-md bg-brand-700 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
        >
          View All Approved States
        </button>
      ) : null}
      <div id={panelId} hidden={!expanded} className="mt-8">
        <h3 ref={panelHeading} tabIndex={-1} className="font-semibold text-xl outline-none">
          Approved Jurisdictions
        </h3>
        <section
          className="mt-4 overflow-hidden"
          aria-roledescription="carousel"
          aria-label="Approved states"
        >
          <div
            className="flex transition-transform duration-500 ease-in-out motion-reduce:transition-none"
            style={{ transform: `translateX(-${slide * 100}%)` }}
          >
            {slides.map((states, index) => (
              <ul
                key={states[0]?.slug}
                aria-roledescription="slide"
                aria-label={`${index + 1} of ${slides.length}`}
                inert={index !== slide}
                className="grid w-full shrink-0 grid-cols-2 gap-4 sm:grid-cols-3"
              >
                {states.map((state) => (
                  <li key={state.slug}>
                    <Link
                      to={statePagePath(state.slug)}
                      className="block rounded-lg bg-white p-4 shadow-sm ring-1 ring-slate-200 hover:ring-brand-600"
                    >
                      <span className="block font-semibold">{state.name}</span>
                      <span className="text-brand-700 text-sm underline">More Details</span>
                    </Link>
                  </li>
                ))}
              </ul>
            ))}
          </div>
        </section>
        <CarouselControls
          count={slides.length}
          current={slide}
          onSelect={setSlide}
          labelFor={(index) => {
            const first = index * STATES_PER_SLIDE + 1;
            return `Show states ${first} to ${first + (slides[index]?.length ?? 1) - 1}`;
          }}
          previousLabel="Previous states"
          nextLabel="Next states"
        />
        <p className="mt-4 text-slate-700 text-sm">
          Click on any state to view specific AI CLE course information, requirements, and approval
          details for that jurisdiction.
        </p>
      </div>
    </section>
  );
}
