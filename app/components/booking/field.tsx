import type { ReactNode } from "react";

/** A labelled form control with an optional hint and its errors, tied together by ids. */
export function Field({
  id,
  label,
  hint,
  hintId,
  errorId,
  errors,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  hintId?: string;
  errorId: string;
  errors?: string[];
  children: ReactNode;
}) {
  return (
    <div className="grid content-start gap-1.5">
      <label htmlFor={id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintId} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <p id={errorId} className="text-sm font-medium text-danger empty:hidden">
        {errors?.join(" ")}
      </p>
    </div>
  );
}

export const controlClasses =
  "h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";
