import { renderToString } from "react-dom/server";
import { I18nextProvider, Trans } from "react-i18next";
import { describe, expect, it } from "vitest";
import { i18nextFor } from "~/i18n/i18n.server";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The server's useTranslation keeps one answer per i18next instance: a page rendered in one
 * language must never get another language's words, however the renders interleave, and a key
 * prefix or a second namespace is its own answer.
 */
function Words() {
  const { t } = useTranslation("common");
  const { t: notFound } = useTranslation("common", { keyPrefix: "notFound" });
  const { t: trip, i18n } = useTranslation(["trip", "common"]);
  return <p>{`${t("skipToContent")}|${notFound("heading")}|${typeof trip("title" as never)}|${i18n.language}`}</p>;
}

async function renderIn(language: "en" | "es" | "fr") {
  const i18n = await i18nextFor(language);
  return renderToString(
    <I18nextProvider i18n={i18n}>
      <Words />
    </I18nextProvider>,
  );
}

describe("useTranslation on the server", () => {
  it("answers in each render's own language, renders interleaved", async () => {
    for (let round = 0; round < 2; round++) {
      expect(await renderIn("en")).toContain("Skip to content|Page not found|string|en");
      expect(await renderIn("es")).toContain("Ir al contenido|Página no encontrada|string|es");
      expect(await renderIn("en")).toContain("Skip to content|Page not found|string|en");
    }
    expect(await renderIn("fr")).toContain("|fr<");
    expect(await renderIn("fr")).not.toContain("Skip to content");
  });

  it("answers a key asked with a count or values afresh each time, in each language", async () => {
    function Counts({ counts }: { counts: number[] }) {
      const { t } = useTranslation("admin");
      return <p>{counts.map((count) => t("toasts.bookingCount", { count })).join("|")}</p>;
    }
    const render = async (language: "en" | "es") =>
      renderToString(
        <I18nextProvider i18n={await i18nextFor(language)}>
          <Counts counts={[1, 2, 1, 7]} />
        </I18nextProvider>,
      );
    for (let round = 0; round < 2; round++) {
      expect(await render("en")).toContain("1 booking|2 bookings|1 booking|7 bookings");
      expect(await render("es")).toContain("1 reserva|2 reservas|1 reserva|7 reservas");
    }
  });

  it("gives <Trans> a t that finds the key in its own namespace", async () => {
    function Working() {
      const { t } = useTranslation("trip");
      return <Trans t={t} i18nKey="answers.working" values={{ phone: "+34 600 000 000" }} />;
    }
    const html = renderToString(
      <I18nextProvider i18n={await i18nextFor("en")}>
        <Working />
      </I18nextProvider>,
    );
    expect(html).toContain("Your concierge is working from these answers.");
    expect(html).not.toContain("answers.working");
  });
});
