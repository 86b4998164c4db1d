import { useEffect, useRef } from "react";
import { enhanceGallery } from "./gallery-enhancer";
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from "./icons";

/**
 * The gallery's behaviour as one small hashed script, for pages served without React
 * (`handle.scripts`). Vite's worker build is used only because it bundles an entry into a
 * single file and hands back its URL.
 */
export { default as galleryScript } from "./gallery-standalone.ts?worker&url";

export type GalleryImage = {
  /** Path and file name without the width and extension, e.g. "/images/itinerary-madrid-page-1". */
  base: string;
  alt: string;
};

/** The widths rendered by scripts/make-gallery-images.mjs, in AVIF and WebP. */
const WIDTHS = [480, 960] as const;
const WIDTH = 480;
const HEIGHT = 679;
const SIZES = "(min-width: 1024px) 448px, (min-width: 640px) 480px, calc(100vw - 40px)";

const srcSet = (base: string, type: "avif" | "webp") => WIDTHS.map((w) => `${base}-${w}.${type} ${w}w`).join(", ");
const slideId = (index: number) => `itinerary-page-${index + 1}`;

const controlClass =
  "flex size-11 items-center justify-center rounded-full border border-line bg-surface text-ink shadow-sm transition-colors hover:bg-muted";

/**
 * The landing's itinerary gallery, rendered complete on the server: without JavaScript
 * it is a horizontally scrolling strip with a link to each page. gallery-enhancer.ts turns
 * it into the rotating carousel (data-enhanced on the root swaps the controls shown): from
 * `galleryScript` when the page is served without React, or from this component's effect
 * when React renders it (a client-side navigation from a hydrated page).
 */
/** What the gallery's controls say, in the page's language. */
export type GalleryLabels = {
  label: string;
  previous: string;
  next: string;
  stop: string;
  start: string;
  show: (page: number) => string;
  position: (page: number, total: number) => string;
};

export function Gallery({ images, labels }: { images: readonly GalleryImage[]; labels: GalleryLabels }) {
  const ref = useRef<HTMLElement>(null);
  useEffect(() => (ref.current ? enhanceGallery(ref.current) : undefined), []);
  return (
    <section
      ref={ref}
      data-gallery
      aria-roledescription="carousel"
      aria-label={labels.label}
      className="group/gallery mx-auto w-full max-w-md"
    >
      <div
        data-gallery-viewport
        // biome-ignore lint/a11y/noNoninteractiveTabindex: without JavaScript the strip scrolls, so keyboards must reach it (the enhancer drops this)
        tabIndex={0}
        className="snap-x snap-mandatory overflow-x-auto rounded-2xl shadow-2xl shadow-ink/15 ring-1 ring-line group-data-[enhanced]/gallery:touch-pan-y group-data-[enhanced]/gallery:overflow-x-hidden"
      >
        <div
          data-gallery-track
          className="flex motion-safe:transition-transform motion-safe:duration-500 motion-safe:ease-out"
        >
          {images.map((image, index) => (
            // biome-ignore lint/a11y/useSemanticElements: the APG carousel pattern: each slide is a group described as a "slide"
            <div
              key={image.base}
              id={slideId(index)}
              data-gallery-slide
              role="group"
              aria-roledescription="slide"
              aria-label={labels.position(index + 1, images.length)}
              className="w-full shrink-0 snap-center bg-surface"
            >
              <picture>
                <source type="image/avif" srcSet={srcSet(image.base, "avif")} sizes={SIZES} />
                <img
                  src={`${image.base}-${WIDTH}.webp`}
                  srcSet={srcSet(image.base, "webp")}
                  sizes={SIZES}
                  width={WIDTH}
                  height={HEIGHT}
                  alt={image.alt}
                  // Below the fold on every screen: neither page is the LCP element.
                  loading="lazy"
                  decoding="async"
                  className="block h-auto w-full"
                />
              </picture>
            </div>
          ))}
        </div>
      </div>

      <div className="mt-5 flex items-center justify-center gap-3">
        <button
          type="button"
          data-gallery-step="-1"
          aria-label={labels.previous}
          className={`${controlClass} hidden group-data-[enhanced]/gallery:flex`}
        >
          <ChevronLeftIcon className="size-5" />
        </button>
        <ul className="flex items-center">
          {images.map((image, index) => (
            <li key={image.base}>
              {/* Without JavaScript: a link that scrolls the strip to that page. */}
              <a
                href={`#${slideId(index)}`}
                aria-label={labels.show(index + 1)}
                className="flex size-11 items-center justify-center rounded-full group-data-[enhanced]/gallery:hidden"
              >
                <span className="size-3 rounded-full bg-ink-soft/40" />
              </a>
              <button
                type="button"
                data-gallery-dot={index}
                aria-label={labels.show(index + 1)}
                className="group/dot hidden size-11 items-center justify-center rounded-full group-data-[enhanced]/gallery:flex"
              >
                <span className="h-3 w-3 rounded-full bg-ink-soft/40 transition-all group-aria-[current=true]/dot:w-7 group-aria-[current=true]/dot:bg-brand" />
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          data-gallery-step="1"
          aria-label={labels.next}
          className={`${controlClass} hidden group-data-[enhanced]/gallery:flex`}
        >
          <ChevronRightIcon className="size-5" />
        </button>
        <button
          type="button"
          data-gallery-rotation
          aria-label={labels.stop}
          data-label-stop={labels.stop}
          data-label-start={labels.start}
          className={`${controlClass} ml-2 hidden group-data-[autoplay]/gallery:flex`}
        >
          <PauseIcon className="size-5 group-data-[stopped]/gallery:hidden" />
          <PlayIcon className="hidden size-5 group-data-[stopped]/gallery:block" />
        </button>
      </div>
    </section>
  );
}
