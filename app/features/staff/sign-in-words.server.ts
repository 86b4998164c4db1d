import { browserLanguageOf, translator } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import { staffMessages } from "./staff-forms";

/**
 * The words of a sign-in page. Before anyone signs in there is no staff member to ask, so the
 * page speaks the browser's language (Accept-Language, else English); once the person is known
 * (the code step after the password, a link made for them) their own stored language wins.
 */
export async function signInWords(request: Request, known?: Language | null) {
  const language = known ?? (await browserLanguageOf(request));
  const t = await translator(language, "admin");
  return { language, t, messages: staffMessages(t) };
}
