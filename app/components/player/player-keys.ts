import type { KeyboardEvent } from "react";

/**
 * Switches the player's frame to full screen and back. The frame goes full
 * screen, not the bare video, so a code shown over the video stays visible
 * (the video's own full-screen button is off).
 */
export function toggleFullscreen(frame: HTMLElement | null, video: HTMLVideoElement | null) {
  if (document.fullscreenElement) void document.exitFullscreen();
  else {
    // The button stays outside: focus goes to the video, so the shortcuts keep working.
    void frame
      ?.requestFullscreen?.()
      .then(() => video?.focus())
      .catch(() => {
        // Refused (not allowed here): the page stays as it was.
      });
  }
}

/**
 * The player's keyboard shortcuts (listed under "Keyboard shortcuts" beside
 * it): Space or K play and pause, J and L go 10 seconds back and forward,
 * the arrows 5, M sound, C captions, F full screen. Keys typed into a field
 * or a button are left alone.
 */
export function handlePlayerKey(
  event: KeyboardEvent<HTMLElement>,
  player: HTMLVideoElement | null,
  controls: {
    seekTo: (seconds: number) => void;
    toggleFullscreen: () => void;
    setNotice: (notice: string) => void;
  },
) {
  const target = event.target as HTMLElement;
  if (!player || event.altKey || event.ctrlKey || event.metaKey) return;
  if (target.closest("input, textarea, select, button, a")) return;
  const key = event.key.toLowerCase();
  // The focused video plays and pauses on Space by itself: toggling here too
  // would undo it.
  if (key === " " && target === player) return;
  switch (key) {
    case " ":
    case "k":
      if (player.paused) void player.play();
      else player.pause();
      break;
    case "arrowleft":
    case "j":
      controls.seekTo(player.currentTime - (key === "j" ? 10 : 5));
      break;
    case "arrowright":
    case "l":
      controls.seekTo(player.currentTime + (key === "l" ? 10 : 5));
      break;
    case "m":
      player.muted = !player.muted;
      controls.setNotice(player.muted ? "Sound off." : "Sound on.");
      break;
    case "c": {
      const track = player.textTracks[0];
      if (track) {
        track.mode = track.mode === "showing" ? "hidden" : "showing";
        controls.setNotice(track.mode === "showing" ? "Captions on." : "Captions off.");
      }
      break;
    }
    case "f":
      controls.toggleFullscreen();
      break;
    default:
      return;
  }
  event.preventDefault();
}
