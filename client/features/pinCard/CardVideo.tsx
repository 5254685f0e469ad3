// Video on a hovered card (docs/rules/pin-card.md#card-states-and-the-save-flow-spec-000-4): muted, looping, one organic video at a time (promoted
// ones may play alongside); pausing stores the time so the next hover resumes there; the page going
// away pauses it and its coming back resumes it where it was (sessionChange); the player state and
// media errors are kept on the element for tests and logging.
import { useEffect, useRef } from 'react';
import type { CardPin } from '#shared/pinCard/cardPin.ts';
import { MEDIA_ERRORS, PLAYER_EVENTS, videosToPause } from '#shared/pinCard/video.ts';
import { SESSION_EVENTS, sessionChange } from '#shared/pinCard/videoSession.ts';

/** Videos playing on this page (client only: effects never run on the server). */
const playing = new Map<string, { promoted: boolean; pause: () => void }>();
const resumeAt = new Map<string, number>();

export function CardVideo({ pin }: { pin: CardPin }) {
  const ref = useRef<HTMLVideoElement>(null);
  const source = pin.videos!.videoList.v720P!;
  useEffect(() => {
    const video = ref.current;
    if (!video) return;
    const id = pin.entityId;
    const promoted = pin.isPromoted;
    const onEvent = (event: Event) => {
      video.dataset.playerState = PLAYER_EVENTS[event.type] ?? 'default';
      if (event.type === 'error' && video.error) video.dataset.mediaError = MEDIA_ERRORS[video.error.code] ?? String(video.error.code);
    };
    for (const type of Object.keys(PLAYER_EVENTS)) video.addEventListener(type, onEvent);
    video.currentTime = resumeAt.get(id) ?? 0;
    const others = [...playing].map(([otherId, v]) => ({ id: otherId, promoted: v.promoted }));
    for (const other of videosToPause(others, { id, promoted })) playing.get(other)?.pause();
    playing.set(id, { promoted, pause: () => video.pause() });
    void video.play().catch(() => undefined);
    // Paused by the session going away (not by another video starting): resumed when it comes back.
    let sessionPaused = false;
    const onSession = (event: Event) => {
      const change = sessionChange(event.type, document.visibilityState === 'hidden' ? 'hidden' : 'visible');
      if (change === 'pause' && !video.paused) {
        sessionPaused = true;
        resumeAt.set(id, video.currentTime);
        video.pause();
      } else if (change === 'resume' && sessionPaused && playing.has(id)) {
        sessionPaused = false;
        void video.play().catch(() => undefined);
      }
    };
    for (const type of SESSION_EVENTS.window) window.addEventListener(type, onSession);
    for (const type of SESSION_EVENTS.document) document.addEventListener(type, onSession);
    return () => {
      resumeAt.set(id, video.currentTime);
      video.pause();
      playing.delete(id);
      for (const type of Object.keys(PLAYER_EVENTS)) video.removeEventListener(type, onEvent);
      for (const type of SESSION_EVENTS.window) window.removeEventListener(type, onSession);
      for (const type of SESSION_EVENTS.document) document.removeEventListener(type, onSession);
    };
  }, [pin.entityId, pin.isPromoted]);
  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: a muted, controlless preview is never focusable; the card's link is the control and names the pin
  return <video ref={ref} className="pin-card__video" src={source.url} muted loop playsInline preload="none" data-player-state="default" aria-hidden="true" />;
}
