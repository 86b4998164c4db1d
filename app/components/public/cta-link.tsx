import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { ArrowRightIcon } from "./icons";

/**
 * A page's call to action: a link styled as the large primary button. Default size on
 * small phones so the longest label still fits a 320 px screen on one line.
 */
export function CtaLink({
  to,
  children,
  variant = "default",
  className,
}: {
  to: string;
  children: string;
  variant?: "default" | "outline";
  className?: string;
}) {
  return (
    <Link
      to={to}
      className={buttonClasses({
        variant,
        className: cn("shadow-sm sm:h-12 sm:px-7 sm:text-lg", className),
      })}
    >
      {children}
      <ArrowRightIcon className="size-5" />
    </Link>
  );
}
