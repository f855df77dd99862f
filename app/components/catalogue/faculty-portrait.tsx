import { initials } from "~/components/layout/initials";
import { ResponsivePicture } from "~/components/ui/responsive-picture";
import type { Picture } from "~/lib/picture";

/**
 * A faculty member's portrait, round, `size` pixels across; their initials
 * when they have none. Always beside their name, so it adds nothing a screen
 * reader should repeat: the picture's text is empty (decision 0031).
 */
export function FacultyPortrait({
  name,
  portrait,
  size,
}: {
  name: string;
  portrait: Picture | null;
  size: "small" | "large";
}) {
  const box = size === "large" ? "size-24" : "size-14";
  if (!portrait) {
    return (
      <span
        aria-hidden="true"
        className={`${box} flex shrink-0 items-center justify-center rounded-full bg-brand-100 font-semibold text-brand-800 ${size === "large" ? "text-2xl" : "text-lg"}`}
      >
        {initials(name)}
      </span>
    );
  }
  return (
    <ResponsivePicture
      picture={portrait}
      alt=""
      sizes={size === "large" ? "96px" : "56px"}
      className={`${box} shrink-0 rounded-full bg-brand-100 object-cover`}
    />
  );
}
