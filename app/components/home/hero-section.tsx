import { type ReactNode, useEffect, useRef, useState } from "react";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import { HERO_ROTATION_MS, HERO_VIDEOS } from "~/content/home";
import { HERO_STILL } from "./hero-still";

/** "play"/"pause" once the visitor has used the control; until then the system setting decides. */
type Choice = "play" | "pause" | null;

/**
 * The full-screen hero (spec §2): three silent background loops, one every
 * 15 s, behind the page's headline and the e-mail sign-up. The first paint
 * shows the still frame, an optimised picture fetched first (AVIF or WebP at
 * the screen's width), which is what Largest Contentful Paint measures (or
 * the heading), never a video: no video is fetched before the page is
 * interactive, and each clip (small, soft light patterns, see
 * scripts/make-hero-videos.sh) fades in over the still, blended with it, only
 * once it is playing, and out again when it stops.
 * The videos stay still under prefers-reduced-motion (the control can start
 * them), stop while the hero is off screen, and can be paused at any time
 * (WCAG 2.2.2).
 */
export function HeroSection({ children }: { children: ReactNode }) {
  const section = useRef<HTMLElement>(null);
  const videos = useRef<(HTMLVideoElement | null)[]>([]);
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<Choice>(null);
  const [reducedMotion, setReducedMotion] = useState(false);
  const [onScreen, setOnScreen] = useState(true);
  const [hydrated, setHydrated] = useState(false);
  // The clips that have started playing: until then a clip stays transparent.
  const [started, setStarted] = useState<ReadonlySet<string>>(new Set());

  useEffect(() => {
    setHydrated(true);
    const query = window.matchMedia("(prefers-reduced-motion: reduce)");
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener("change", update);
    const node = section.current;
    const observer = new IntersectionObserver(([entry]) =>
      setOnScreen(entry?.isIntersecting ?? true),
    );
    if (node) observer.observe(node);
    return () => {
      query.removeEventListener("change", update);
      observer.disconnect();
    };
  }, []);

  const wantsMotion = choice === "play" || (choice === null && !reducedMotion);
  const playing = hydrated && wantsMotion && onScreen;

  // Only the active clip plays; the others rest on their posters.
  useEffect(() => {
    videos.current.forEach((video, index) => {
      if (!video) return;
      if (playing && index === active) {
        video.muted = true;
        video.play().catch(() => {
          // Autoplay refused (data saver, policy): the poster stays, which is fine.
        });
      } else {
        video.pause();
      }
    });
  }, [playing, active]);

  useEffect(() => {
    if (!playing) return;
    const timer = setInterval(
      () => setActive((index) => (index + 1) % HERO_VIDEOS.length),
      HERO_ROTATION_MS,
    );
    return () => clearInterval(timer);
  }, [playing]);

  return (
    <section
      ref={section}
      aria-labelledby="hero-heading"
      data-surface="dark"
      data-playing={playing}
      data-active-video={HERO_VIDEOS[active]?.name}
      className="relative isolate flex min-h-[calc(100svh-7.5rem)] items-center overflow-hidden bg-brand-900 text-white md:min-h-[calc(100svh-4rem)]"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <ResponsivePicture
          picture={HERO_STILL}
          alt=""
          sizes="100vw"
          priority
          // On a narrow screen the courthouse, right of centre, stays in view.
          className="absolute inset-0 size-full object-cover object-[70%_50%]"
        />
        {HERO_VIDEOS.map((clip, index) => (
          <video
            key={clip.name}
            ref={(node) => {
              videos.current[index] = node;
            }}
            data-clip={clip.name}
            preload={hydrated && wantsMotion && index === active ? "auto" : "none"}
            loop
            muted
            playsInline
            disablePictureInPicture
            tabIndex={-1}
            onPlaying={() => setStarted((names) => new Set(names).add(clip.name))}
            className={`absolute inset-0 size-full object-cover mix-blend-screen transition-opacity duration-1000 motion-reduce:transition-none ${playing && index === active && started.has(clip.name) ? "opacity-70" : "opacity-0"}`}
          >
            <source src={`/videos/${clip.name}.webm`} type="video/webm" />
            <source src={`/videos/${clip.name}.mp4`} type="video/mp4" />
          </video>
        ))}
        {/* Keeps the text legible over every frame. */}
        <div className="absolute inset-0 bg-gradient-to-r from-brand-900/95 via-brand-900/80 to-brand-900/45" />
      </div>
      <div className="mx-auto w-full max-w-7xl px-4 py-16 sm:px-6">{children}</div>
      <button
        type="button"
        onClick={() => setChoice(wantsMotion ? "pause" : "play")}
        className="absolute right-4 bottom-4 flex items-center gap-2 rounded-full bg-brand-900/80 px-3 py-2 font-medium text-sm ring-1 ring-white/50 hover:bg-brand-800 sm:right-6"
      >
        <svg aria-hidden="true" viewBox="0 0 16 16" className="size-4 fill-current">
          {wantsMotion ? <path d="M4 3h3v10H4zM9 3h3v10H9z" /> : <path d="M5 3l8 5-8 5z" />}
        </svg>
        {wantsMotion ? "Pause background video" : "Play background video"}
      </button>
    </section>
  );
}
