import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  createGalleryController,
  galleryReducer,
  initialGallery,
  nextTimer,
} from "~/features/public/components/gallery-state";

describe("galleryReducer", () => {
  it("starts at image 0, advances in a loop and wraps manual steps both ways", () => {
    let state = initialGallery(2);
    expect(state).toEqual({ count: 2, index: 0, paused: false, stopped: false });
    state = galleryReducer(state, { type: "advance" });
    expect(state.index).toBe(1);
    state = galleryReducer(state, { type: "advance" });
    expect(state.index).toBe(0);
    state = galleryReducer(state, { type: "step", by: -1 });
    expect(state).toMatchObject({ index: 1, paused: true });
    state = galleryReducer(state, { type: "step", by: 1 });
    expect(state.index).toBe(0);
  });

  it("does not advance while paused or stopped", () => {
    const paused = galleryReducer(initialGallery(2), { type: "show", index: 1 });
    expect(galleryReducer(paused, { type: "advance" }).index).toBe(1);
    const stopped = galleryReducer(initialGallery(2), { type: "toggle-rotation" });
    expect(galleryReducer(stopped, { type: "advance" }).index).toBe(0);
  });
});

describe("nextTimer", () => {
  it("holds the first image 8000 ms, later ones 2500 ms, and lifts a pause after 10,000 ms", () => {
    const first = initialGallery(2);
    expect(nextTimer(first, true)).toEqual({ delay: 8000, event: { type: "advance" } });
    expect(nextTimer({ ...first, index: 1 }, true)).toEqual({ delay: 2500, event: { type: "advance" } });
    expect(nextTimer({ ...first, paused: true }, true)).toEqual({ delay: 10_000, event: { type: "resume" } });
  });

  it("runs no timer without autoplay (reduced motion), when stopped, or with a single image", () => {
    expect(nextTimer(initialGallery(2), false)).toBeNull();
    expect(nextTimer({ ...initialGallery(2), stopped: true }, true)).toBeNull();
    expect(nextTimer(initialGallery(1), true)).toBeNull();
  });
});

describe("createGalleryController", () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const start = (autoplay = true) => {
    const seen: number[] = [];
    const gallery = createGalleryController({
      count: 2,
      autoplay,
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id) },
      onChange: (state) => seen.push(state.index),
    });
    return { gallery, seen };
  };

  it("shows image 1 at 8000 ms, image 0 at 10,500 ms, image 1 again at 18,500 ms", () => {
    const { gallery } = start();
    vi.advanceTimersByTime(7999);
    expect(gallery.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(gallery.state.index).toBe(1);
    vi.advanceTimersByTime(2499);
    expect(gallery.state.index).toBe(1);
    vi.advanceTimersByTime(1);
    expect(gallery.state.index).toBe(0);
    vi.advanceTimersByTime(8000);
    expect(gallery.state.index).toBe(1);
  });

  it("pauses on a manual change, resumes 10,000 ms after the latest one, then rotates again", () => {
    const { gallery } = start();
    vi.advanceTimersByTime(3000);
    gallery.dispatch({ type: "step", by: 1 });
    expect(gallery.state).toMatchObject({ index: 1, paused: true });
    vi.advanceTimersByTime(6000);
    // A second manual change restarts the pause.
    gallery.dispatch({ type: "show", index: 0 });
    vi.advanceTimersByTime(9999);
    expect(gallery.state).toMatchObject({ index: 0, paused: true });
    vi.advanceTimersByTime(1);
    expect(gallery.state).toMatchObject({ index: 0, paused: false });
    vi.advanceTimersByTime(7999);
    expect(gallery.state.index).toBe(0);
    vi.advanceTimersByTime(1);
    expect(gallery.state.index).toBe(1);
  });

  it("never moves by itself without autoplay or once the visitor stops it", () => {
    const still = start(false);
    vi.advanceTimersByTime(60_000);
    expect(still.seen).toEqual([]);

    const { gallery } = start();
    gallery.dispatch({ type: "toggle-rotation" });
    vi.advanceTimersByTime(60_000);
    expect(gallery.state).toMatchObject({ index: 0, stopped: true });
    gallery.dispatch({ type: "toggle-rotation" });
    vi.advanceTimersByTime(8000);
    expect(gallery.state.index).toBe(1);
  });

  it("keeps a single timer armed however many events arrive", () => {
    const { gallery } = start();
    for (let i = 0; i < 5; i++) gallery.dispatch({ type: "step", by: 1 });
    expect(vi.getTimerCount()).toBe(1);
  });
});

describe("createGalleryController.destroy", () => {
  it("stops the gallery for good", () => {
    vi.useFakeTimers();
    const gallery = createGalleryController({
      count: 2,
      autoplay: true,
      timers: { setTimeout: (fn, ms) => setTimeout(fn, ms), clearTimeout: (id) => clearTimeout(id) },
      onChange: () => {},
    });
    gallery.destroy();
    gallery.dispatch({ type: "step", by: 1 });
    vi.advanceTimersByTime(60_000);
    expect(gallery.state).toMatchObject({ index: 1, paused: true });
    expect(vi.getTimerCount()).toBe(0);
    vi.useRealTimers();
  });
});
