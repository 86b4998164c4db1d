import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/** Page-width column shared by every public section, so edges line up from section to section. */
export function Container({ className, children }: { className?: string; children: ReactNode }) {
  return <div className={cn("mx-auto w-full max-w-6xl px-5 sm:px-8", className)}>{children}</div>;
}

const tones = {
  canvas: "bg-canvas",
  surface: "bg-surface",
  muted: "bg-muted",
} as const;

/**
 * One titled section of a public page: an `<h2>` (with an optional eyebrow and intro)
 * labels the region, so the page's outline reads h1 → h2 → h3 in order.
 */
export function Section({
  id,
  eyebrow,
  title,
  intro,
  tone = "canvas",
  align = "center",
  children,
}: {
  id: string;
  eyebrow?: string;
  title: string;
  intro?: ReactNode;
  tone?: keyof typeof tones;
  align?: "center" | "start";
  children: ReactNode;
}) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={cn("py-16 sm:py-24", tones[tone])}>
      <Container>
        <div className={cn("max-w-2xl", align === "center" && "mx-auto text-center")}>
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <h2 id={`${id}-title`} className="heading-2">
            {title}
          </h2>
          {intro && <p className="mt-4 text-lg text-ink-soft">{intro}</p>}
        </div>
        <div className="mt-10 sm:mt-14">{children}</div>
      </Container>
    </section>
  );
}
