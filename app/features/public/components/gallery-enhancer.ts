/**
 * Turns the server-rendered gallery (gallery.tsx) into the rotating carousel. Plain DOM
 * code, so the same behaviour runs from the component's effect on a hydrated page and from
 * gallery-standalone.ts on a page served without the framework's scripts. It only changes
 * attributes and styles, never the element tree, so React's markup stays valid.
 */
import { createGalleryController, type GalleryState } from "./gallery-state";

/** Enhances one gallery; returns the clean-up (stops its timer). Enhancing twice is a no-op. */
export function enhanceGallery(root: HTMLElement): () => void {
  const viewport = root.querySelector<HTMLElement>("[data-gallery-viewport]");
  const track = root.querySelector<HTMLElement>("[data-gallery-track]");
  const slides = [...root.querySelectorAll<HTMLElement>("[data-gallery-slide]")];
  const dots = [...root.querySelectorAll<HTMLButtonElement>("[data-gallery-dot]")];
  const rotation = root.querySelector<HTMLButtonElement>("[data-gallery-rotation]");
  if (!viewport || !track || slides.length < 2 || root.hasAttribute("data-enhanced")) return () => {};

  const autoplay = !window.matchMedia("(prefers-reduced-motion: reduce)").matches;

  function render(state: GalleryState) {
    track!.style.transform = `translateX(${-100 * state.index}%)`;
    slides.forEach((slide, index) => {
      const hidden = index !== state.index;
      slide.toggleAttribute("inert", hidden);
      if (hidden) slide.setAttribute("aria-hidden", "true");
      else slide.removeAttribute("aria-hidden");
    });
    dots.forEach((dot, index) => {
      if (index === state.index) dot.setAttribute("aria-current", "true");
      else dot.removeAttribute("aria-current");
    });
    // Announce page changes only when the visitor, not the timer, made them.
    viewport!.setAttribute("aria-live", autoplay && !state.paused && !state.stopped ? "off" : "polite");
    root.toggleAttribute("data-stopped", state.stopped);
    // The words come from the page (data-label-start / data-label-stop), in its language.
    const label = rotation?.getAttribute(state.stopped ? "data-label-start" : "data-label-stop");
    if (label) rotation?.setAttribute("aria-label", label);
  }

  const gallery = createGalleryController({
    count: slides.length,
    autoplay,
    timers: window,
    onChange: render,
  });

  viewport.removeAttribute("tabindex");
  viewport.scrollLeft = 0;
  root.toggleAttribute("data-autoplay", autoplay);
  root.setAttribute("data-enhanced", "");
  render(gallery.state);

  const onClick = (event: MouseEvent) => {
    const control = (event.target as Element).closest("button");
    if (!control || !root.contains(control)) return;
    if (control.dataset.galleryStep)
      gallery.dispatch({ type: "step", by: control.dataset.galleryStep === "1" ? 1 : -1 });
    else if (control.dataset.galleryDot) gallery.dispatch({ type: "show", index: Number(control.dataset.galleryDot) });
    else if (control.hasAttribute("data-gallery-rotation")) gallery.dispatch({ type: "toggle-rotation" });
  };
  root.addEventListener("click", onClick);

  // A horizontal swipe on touch screens changes the page like the arrows do.
  let swipeStart: number | undefined;
  const onPointerDown = (event: PointerEvent) => {
    swipeStart = event.clientX;
  };
  const onPointerUp = (event: PointerEvent) => {
    if (swipeStart === undefined) return;
    const distance = event.clientX - swipeStart;
    swipeStart = undefined;
    if (Math.abs(distance) > 40) gallery.dispatch({ type: "step", by: distance < 0 ? 1 : -1 });
  };
  viewport.addEventListener("pointerdown", onPointerDown);
  viewport.addEventListener("pointerup", onPointerUp);

  // Later pages sit outside the clipped viewport, where lazy loading would wait until they
  // slide in; fetch them once the first page has loaded so each change is instant.
  const images = slides.map((slide) => slide.querySelector("img"));
  const loadRest = () => {
    for (const image of images.slice(1)) if (image) image.loading = "eager";
  };
  if (images[0]?.complete) loadRest();
  else images[0]?.addEventListener("load", loadRest, { once: true });

  return () => {
    gallery.destroy();
    root.removeEventListener("click", onClick);
    viewport.removeEventListener("pointerdown", onPointerDown);
    viewport.removeEventListener("pointerup", onPointerUp);
    root.removeAttribute("data-enhanced");
  };
}
