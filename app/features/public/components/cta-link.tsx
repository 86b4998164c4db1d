import { Link } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { cn } from "~/utils/cn";
import { ArrowRightIcon } from "./icons";

/**
 * A page's call to action: a link styled as the large primary button. Default size on
 * small phones, and free to wrap onto a second line there in the longer languages.
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
        // Allowed to wrap: Spanish and French labels are longer than a 320 px line.
        className: cn(
          "shadow-sm max-sm:h-auto! max-sm:min-h-11 max-sm:py-2 max-sm:text-center max-sm:whitespace-normal! sm:h-12 sm:px-7 sm:text-lg",
          className,
        ),
      })}
    >
      {children}
      <ArrowRightIcon className="size-5" />
    </Link>
  );
}
