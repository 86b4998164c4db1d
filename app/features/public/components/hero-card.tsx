import type { ReactNode } from "react";
import { cn } from "~/utils/cn";

/**
 * The card in a hero's side column, on a tinted backdrop tilted by `tilt`. A decorative
 * card (a drawn glimpse of the product) is hidden from assistive technology.
 */
export function HeroCard({
  tilt,
  decorative = false,
  children,
}: {
  tilt: "rotate-2" | "rotate-3" | "-rotate-3";
  decorative?: boolean;
  children: ReactNode;
}) {
  return (
    <div
      aria-hidden={decorative || undefined}
      className={cn("relative mx-auto w-full max-w-sm lg:mr-0", decorative && "select-none")}
    >
      <div aria-hidden="true" className={cn("absolute -inset-4 rounded-3xl bg-brand/10", tilt)} />
      <div className="relative rounded-2xl border border-line bg-surface p-5 shadow-xl shadow-ink/10">{children}</div>
    </div>
  );
}
