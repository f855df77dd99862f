import type { ReactNode } from "react";

/**
 * A diagonal ribbon across a card's top corner (the card clips it). Its band
 * sits 82 px from the corner, so about 150 px of its words' line shows: room for its words.
 */
export function CornerRibbon({
  corner,
  className,
  children,
}: {
  corner: "left" | "right";
  className: string;
  children: ReactNode;
}) {
  const place = corner === "left" ? "left-[-2.5rem] -rotate-45" : "right-[-2.5rem] rotate-45";
  return (
    <p
      className={`absolute top-8 w-56 bg-accent-500 py-1 text-center font-semibold text-ink text-xs tracking-wide shadow ${place} ${className}`}
    >
      {children}
    </p>
  );
}
