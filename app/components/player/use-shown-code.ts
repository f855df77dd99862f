import { type Dispatch, type SetStateAction, useEffect, useRef, useState } from "react";
import { CODE_DISPLAY_SECONDS } from "~/modules/learning/player-rules";
import type { CodeReveal } from "~/modules/learning/recorded-progress";

/**
 * The verification code shown over the video: it stays a while, then goes
 * (it is not shown again), and goes at once with its notice when a code is
 * entered (`enteredCodes` grows).
 */
export function useShownCode(enteredCodes: number, setNotice: Dispatch<SetStateAction<string>>) {
  const [shownCode, setShownCode] = useState<CodeReveal | null>(null);

  useEffect(() => {
    if (!shownCode) return;
    const timer = setTimeout(() => setShownCode(null), CODE_DISPLAY_SECONDS * 1000);
    return () => clearTimeout(timer);
  }, [shownCode]);

  const lastEntered = useRef(enteredCodes);
  useEffect(() => {
    if (enteredCodes <= lastEntered.current) return;
    lastEntered.current = enteredCodes;
    setShownCode(null);
    setNotice((current) => (current.startsWith("Verification code") ? "" : current));
  }, [enteredCodes, setNotice]);

  return [shownCode, setShownCode] as const;
}
