import type { ReactNode } from "react";

/** What a Field needs of conform's field metadata. */
type FieldMeta = { id: string; errorId: string; errors?: string[] };

/** The id of a field's hint, for the control's aria-describedby. */
export const hintIdOf = (meta: { id: string }) => `${meta.id}-hint`;

/** A labelled form control with an optional hint and its errors, tied together by ids. */
export function Field({
  meta,
  label,
  hint,
  children,
}: {
  meta: FieldMeta;
  label: string;
  hint?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="grid min-w-0 content-start gap-1.5">
      <label htmlFor={meta.id} className="text-sm font-semibold">
        {label}
      </label>
      {children}
      {hint && (
        <p id={hintIdOf(meta)} className="text-sm text-ink-soft">
          {hint}
        </p>
      )}
      <p id={meta.errorId} className="text-sm font-medium text-danger empty:hidden">
        {meta.errors?.join(" ")}
      </p>
    </div>
  );
}

export const controlClasses =
  "h-11 w-full rounded-lg border border-line bg-surface px-3 text-base text-ink aria-invalid:border-danger aria-invalid:ring-1 aria-invalid:ring-danger";
