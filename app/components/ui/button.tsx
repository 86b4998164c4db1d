import type { ButtonHTMLAttributes } from "react";
import { cn } from "~/utils/cn";

/** The spec's button variants and sizes; `buttonClasses` styles links as buttons too. */
const variants = {
  default: "bg-brand text-brand-foreground hover:bg-brand-strong",
  destructive: "bg-danger text-white hover:bg-danger-strong",
  outline: "border border-line bg-surface text-ink hover:bg-muted",
  secondary: "bg-muted text-ink hover:bg-line",
  ghost: "text-ink hover:bg-muted",
  link: "text-brand-strong underline-offset-4 hover:underline",
} as const;

const sizes = {
  default: "h-11 px-5 text-base",
  sm: "h-9 px-3 text-sm",
  lg: "h-12 px-7 text-lg",
  icon: "h-11 w-11",
} as const;

export type ButtonVariant = keyof typeof variants;
export type ButtonSize = keyof typeof sizes;

export function buttonClasses({
  variant = "default",
  size = "default",
  className,
}: {
  variant?: ButtonVariant;
  size?: ButtonSize;
  className?: string;
} = {}): string {
  return cn(
    "inline-flex items-center justify-center gap-2 rounded-lg font-semibold whitespace-nowrap transition-colors",
    "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus disabled:pointer-events-none disabled:opacity-60",
    variants[variant],
    variant === "link" ? "h-auto px-0" : sizes[size],
    className,
  );
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; size?: ButtonSize };

export function Button({ variant, size, className, type = "button", ...props }: ButtonProps) {
  return <button type={type} className={buttonClasses({ variant, size, className })} {...props} />;
}
