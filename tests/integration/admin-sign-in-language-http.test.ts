import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "~/db/client.server";
import { staff } from "~/db/schema";
import { issueStaffLink } from "~/features/staff/staff-links.server";
import type { Language } from "~/i18n/languages";
import { openSeedDatabase } from "../support/factories";
import { startInProcess } from "../support/in-process-server";
import type { RunningServer } from "../support/server";
import { type SeededStaff, seedStaff } from "../support/staff";
import { visibleText } from "../support/trip-http";

/**
 * The team's sign-in pages before anyone is signed in, through the built server: they speak
 * the browser's language (Accept-Language: Spanish or French, else English), and once the
 * person is known (the second step after the password, a link made for them) their own stored
 * language. <html lang> follows, and so do the refusals of the forms.
 */

const TOKEN = "test-admin-token-0123456789";
let server: RunningServer;
let seed: Db;

type Jar = Map<string, string>;
const cookieOf = (jar: Jar) => [...jar].map(([name, value]) => `${name}=${value}`).join("; ");

async function send(
  path: string,
  { language, form, jar = new Map() }: { language?: string; form?: Record<string, string>; jar?: Jar } = {},
) {
  const headers: Record<string, string> = { Cookie: cookieOf(jar) };
  if (language) headers["Accept-Language"] = language;
  if (form) Object.assign(headers, { "Content-Type": "application/x-www-form-urlencoded", Origin: server.url });
  const response = await fetch(`${server.url}${path}`, {
    method: form ? "POST" : "GET",
    redirect: "manual",
    headers,
    body: form ? new URLSearchParams(form) : undefined,
  });
  for (const cookie of response.headers.getSetCookie()) {
    const [pair] = cookie.split(";");
    const at = pair.indexOf("=");
    if (pair.slice(at + 1) === "") jar.delete(pair.slice(0, at));
    else jar.set(pair.slice(0, at), pair.slice(at + 1));
  }
  const html = await response.text();
  return { status: response.status, location: response.headers.get("location"), html, text: visibleText(html) };
}

/** The document's title as a browser shows it (the HTML escapes an apostrophe). */
const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1]?.replaceAll("&#x27;", "'");

async function person(language: Language, name: string): Promise<SeededStaff> {
  const seeded = await seedStaff(seed, { role: "concierge", name });
  seed.update(staff).set({ language }).where(eq(staff.id, seeded.id)).run();
  return seeded;
}

beforeAll(async () => {
  server = await startInProcess();
  seed = openSeedDatabase(server.databasePath);
}, 60_000);

afterAll(() => server?.stop());

describe("before the first owner exists", () => {
  it("the first owner's page speaks the browser's language, and refuses in it", async () => {
    const jar: Jar = new Map();
    const unlocked = await send("/admin/first-owner", {
      language: "fr-FR,fr;q=0.9",
      jar,
      form: { intent: "unlock", token: TOKEN },
    });
    expect(unlocked.status).toBe(302);
    const page = await send("/admin/first-owner", { language: "fr-FR,fr;q=0.9", jar });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="fr"/);
    expect(titleOf(page.html)).toBe("Créer le premier propriétaire · Sobremesa");
    expect(page.text).toContain("L'équipe n'a encore aucun compte.");
    for (const label of ["Votre nom", "Adresse e-mail", "Langue de vos courriels", "Répétez le mot de passe"]) {
      expect(page.text).toContain(label);
    }
    expect(page.text).toContain("Créer le compte propriétaire");
    const weak = await send("/admin/first-owner", {
      language: "fr-FR,fr;q=0.9",
      jar,
      form: { name: "Odile", email: "odile@example.com", language: "fr", password: "short", confirmPassword: "short" },
    });
    expect(weak.status).toBe(400);
    expect(weak.text).toContain("Utilisez au moins 10 caractères.");
    expect(seed.select().from(staff).all()).toHaveLength(0);
  });

  it("the sign-in page says in Spanish that nobody has an account yet", async () => {
    const page = await send("/admin/login", { language: "es-ES,es;q=0.9,en;q=0.8" });
    expect(page.text).toContain("Todavía nadie tiene cuenta. Abre la página de administración con el token");
    // The link carries its words (a Trans tag named like an HTML void element would leave it empty).
    expect(page.html).toMatch(/<a [^>]*href="\/admin"[^>]*>la página de administración<\/a>/);
  });
});

describe("the sign-in pages, before anyone is known", () => {
  beforeAll(async () => {
    await seedStaff(seed, { role: "owner", name: "Olga Owner" });
  });

  it("/admin/login speaks Spanish to a browser that asks for it", async () => {
    const { status, html, text } = await send("/admin/login", { language: "es-ES,es;q=0.9,en;q=0.8" });
    expect(status).toBe(200);
    expect(html).toMatch(/<html lang="es"/);
    expect(titleOf(html)).toBe("Acceso del equipo · Sobremesa");
    expect(text).toContain(
      "Tu correo electrónico y tu contraseña; después, el código de tu aplicación de autenticación.",
    );
    for (const word of ["Correo electrónico", "Contraseña", "Continuar", "¿Has olvidado tu contraseña?"]) {
      expect(text).toContain(word);
    }
    expect(text).not.toContain("Team sign-in");
  });

  it("/admin/login speaks French to a French browser", async () => {
    const { html, text } = await send("/admin/login", { language: "fr-CH, fr;q=0.9, en;q=0.8" });
    expect(html).toMatch(/<html lang="fr"/);
    expect(titleOf(html)).toBe("Connexion de l'équipe · Sobremesa");
    expect(text).toContain("Mot de passe oublié ?");
  });

  it("stays English for a browser asking for a language the team does not write, or none", async () => {
    for (const language of ["de-DE,de;q=0.9", undefined]) {
      const { html, text } = await send("/admin/login", { language });
      expect(html).toMatch(/<html lang="en"/);
      expect(titleOf(html)).toBe("Team sign-in · Sobremesa");
      expect(text).toContain("Your email and password, then the code from your authenticator app.");
    }
  });

  it("refuses an empty form and a wrong password in the browser's language", async () => {
    const empty = await send("/admin/login", { language: "es", form: { email: "", password: "" } });
    expect(empty.status).toBe(400);
    expect(empty.html).toMatch(/<html lang="es"/);
    expect(empty.text).toContain("Escribe tu correo electrónico.");
    expect(empty.text).toContain("Escribe tu contraseña.");
    const wrong = await send("/admin/login", {
      language: "fr",
      form: { email: "nobody@example.com", password: "not the password at all" },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.text).toContain("Adresse e-mail ou mot de passe incorrect.");
  });

  it("/admin/forgot-password asks, refuses and answers in the browser's language", async () => {
    const page = await send("/admin/forgot-password", { language: "es" });
    expect(page.html).toMatch(/<html lang="es"/);
    expect(page.text).toContain("¿Has olvidado tu contraseña?");
    expect(page.text).toContain("Enviar el enlace");
    expect(page.text).toContain("Volver al acceso");
    const refused = await send("/admin/forgot-password", { language: "es", form: { email: "not an address" } });
    expect(refused.status).toBe(400);
    expect(refused.text).toContain("Escribe el correo electrónico de tu cuenta del equipo");
    const answered = await send("/admin/forgot-password", { language: "fr", form: { email: "nobody@example.com" } });
    expect(answered.status).toBe(200);
    expect(answered.text).toContain(
      "Si cette adresse appartient à l'équipe, un lien de réinitialisation est en route.",
    );
  });
});

describe("once the person is known, their own language", () => {
  it("the second factor's set-up after the password is in the person's language, not the browser's", async () => {
    const claire = await person("fr", "Claire Française");
    const jar: Jar = new Map();
    const password = await send("/admin/login", {
      language: "es",
      jar,
      form: { email: claire.email, password: claire.password },
    });
    expect(password.status).toBe(302);
    expect(password.location).toBe("/admin/login/setup");
    const setup = await send("/admin/login/setup", { language: "es", jar });
    expect(setup.status).toBe(200);
    expect(setup.html).toMatch(/<html lang="fr"/);
    expect(titleOf(setup.html)).toBe("Configurez votre second facteur · Sobremesa");
    expect(setup.text).toContain("1. Ajoutez Sobremesa à votre application");
    expect(setup.text).toContain("Activer et se connecter");
    const wrong = await send("/admin/login/setup", { language: "es", jar, form: { code: "000000" } });
    expect(wrong.status).toBe(400);
    expect(wrong.text).toContain("Ce code ne correspond pas.");
  });

  it("the code step speaks the person's language", async () => {
    const lucia = await person("es", "Lucía Española");
    seed.update(staff).set({ totpEnabledAt: new Date().toISOString() }).where(eq(staff.id, lucia.id)).run();
    const jar: Jar = new Map();
    const password = await send("/admin/login", {
      language: "fr",
      jar,
      form: { email: lucia.email, password: lucia.password },
    });
    expect(password.location).toBe("/admin/login/code");
    const code = await send("/admin/login/code", { language: "fr", jar });
    expect(code.status).toBe(200);
    expect(code.html).toMatch(/<html lang="es"/);
    expect(code.text).toContain("Lucía Española, escribe el código de seis cifras");
    expect(code.text).toContain("Empezar de nuevo con otra cuenta");
    // An empty code is refused in Spanish, before any code is checked.
    const empty = await send("/admin/login/code", { language: "fr", jar, form: { code: "" } });
    expect(empty.status).toBe(400);
    expect(empty.text).toContain("Escribe el código de tu aplicación de autenticación.");
  });

  it("an invitation's page greets the invitee in their language; a dead link in the browser's", async () => {
    const invitee = seed
      .insert(staff)
      .values({ name: "Inès Invitée", email: "ines@example.com", role: "concierge", status: "invited", language: "fr" })
      .returning()
      .get();
    const link = issueStaffLink(seed, invitee, "staff_invitation");
    const page = await send(`/admin/welcome?token=${link.token}`, { language: "es" });
    expect(page.status).toBe(200);
    expect(page.html).toMatch(/<html lang="fr"/);
    expect(titleOf(page.html)).toBe("Bienvenue dans l'équipe · Sobremesa");
    expect(page.text).toContain("Bonjour Inès Invitée, choisissez le mot de passe");
    expect(page.text).toContain("Nouveau mot de passe");
    const short = await send(`/admin/welcome?token=${link.token}`, {
      language: "es",
      form: { password: "short", confirmPassword: "short" },
    });
    expect(short.status).toBe(400);
    expect(short.text).toContain("Utilisez au moins 10 caractères");
    const dead = await send("/admin/reset-password?token=not-a-token", { language: "es" });
    expect(dead.status).toBe(400);
    expect(dead.html).toMatch(/<html lang="es"/);
    expect(dead.text).toContain("Este enlace para restablecer la contraseña ya no funciona");
    expect(dead.text).toContain("Pedir un enlace nuevo");
  });
});
