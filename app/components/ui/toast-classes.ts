/** The toast's look, shared by the React Toaster and the standalone toast of pages served without React. */
export const toastClasses =
  "pointer-events-auto relative flex w-full items-start gap-3 rounded-xl border p-4 pr-10 shadow-lg";

export const toastVariantClasses = {
  default: "border-line bg-surface text-ink",
  destructive: "border-danger bg-danger text-white",
};

export const toastCloseClasses =
  "absolute top-2 right-2 rounded-md p-1 opacity-80 hover:opacity-100 focus-visible:outline-2 focus-visible:outline-focus";

export const toastViewportClasses =
  // On a phone at the top, where a form's submit button and the fields being fixed are not
  // (a form's first invalid field is brought into view below it); from 640 px bottom right.
  "fixed top-0 right-0 z-50 m-0 flex w-full max-w-md list-none flex-col gap-2 p-4 outline-none sm:top-auto sm:bottom-0";
