/**
 * The landing gallery's rotation rules, free of the DOM so they can be tested
 * with fake timers: it starts at image 0 and loops; the first image stays 8000 ms and later
 * ones 2500 ms; a manual change pauses rotation and the pause lifts 10,000 ms after the
 * latest manual change. `stopped` is the visitor's own off switch (WCAG 2.2.2) and, unlike
 * the pause, never lifts by itself.
 */
const FIRST_IMAGE_MS = 8000;
const LATER_IMAGE_MS = 2500;
const PAUSE_RESET_MS = 10_000;

export type GalleryState = {
  readonly count: number;
  readonly index: number;
  readonly paused: boolean;
  readonly stopped: boolean;
};

export type GalleryEvent =
  | { type: "advance" }
  | { type: "resume" }
  | { type: "show"; index: number }
  | { type: "step"; by: 1 | -1 }
  | { type: "toggle-rotation" };

export function initialGallery(count: number): GalleryState {
  return { count, index: 0, paused: false, stopped: false };
}

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export function galleryReducer(state: GalleryState, event: GalleryEvent): GalleryState {
  switch (event.type) {
    case "advance":
      return state.paused || state.stopped ? state : { ...state, index: wrap(state.index + 1, state.count) };
    case "resume":
      return { ...state, paused: false };
    case "show":
      return { ...state, index: wrap(event.index, state.count), paused: true };
    case "step":
      return { ...state, index: wrap(state.index + event.by, state.count), paused: true };
    case "toggle-rotation":
      return { ...state, stopped: !state.stopped, paused: false };
  }
}

/** The one timer the gallery should have running in this state, if any. */
export function nextTimer(state: GalleryState, autoplay: boolean): { delay: number; event: GalleryEvent } | null {
  if (!autoplay || state.stopped || state.count < 2) return null;
  if (state.paused) return { delay: PAUSE_RESET_MS, event: { type: "resume" } };
  return { delay: state.index === 0 ? FIRST_IMAGE_MS : LATER_IMAGE_MS, event: { type: "advance" } };
}

export type Timers = {
  setTimeout: (callback: () => void, ms: number) => unknown;
  clearTimeout: (handle: never) => void;
};

/**
 * Holds the state and keeps exactly one timer armed for it: every event (a timer firing or
 * a click) replaces the pending timer, so a new manual change restarts the 10 s pause.
 */
export function createGalleryController({
  count,
  autoplay: initialAutoplay,
  timers,
  onChange,
}: {
  count: number;
  autoplay: boolean;
  timers: Timers;
  onChange: (state: GalleryState) => void;
}) {
  let state = initialGallery(count);
  let autoplay = initialAutoplay;
  let pending: unknown;

  function arm() {
    if (pending !== undefined) timers.clearTimeout(pending as never);
    pending = undefined;
    const timer = nextTimer(state, autoplay);
    if (timer) {
      pending = timers.setTimeout(() => {
        pending = undefined;
        dispatch(timer.event);
      }, timer.delay);
    }
  }

  function dispatch(event: GalleryEvent) {
    const next = galleryReducer(state, event);
    if (next !== state) {
      state = next;
      onChange(state);
    }
    arm();
  }

  arm();
  return {
    dispatch,
    /** Stops the pending timer for good (the gallery left the page). */
    destroy() {
      if (pending !== undefined) timers.clearTimeout(pending as never);
      pending = undefined;
      autoplay = false;
    },
    get state() {
      return state;
    },
  };
}
