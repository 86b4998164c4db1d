/** The one form kit: labelled fields wired to their hint and error, and the conform setup every form shares. */
export { controlClasses, Field, hintIdOf, TextAreaField, TextField } from "./field";
export { NewPasswordForm } from "./new-password-form";
export { toastWhenInvalid, useValidatedForm } from "./use-validated-form";
