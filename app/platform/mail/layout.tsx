import { Body } from "@react-email/body";
import { Button } from "@react-email/button";
import { Container } from "@react-email/container";
import { Head } from "@react-email/head";
import { Heading } from "@react-email/heading";
import { Hr } from "@react-email/hr";
import { Html } from "@react-email/html";
import { Link } from "@react-email/link";
import { Preview } from "@react-email/preview";
import { Section } from "@react-email/section";
import { Text } from "@react-email/text";
import type { TFunction } from "i18next";
import type { CSSProperties, ReactNode } from "react";
import { configuredSupport } from "~/content/support-contact.server";
import { env } from "~/env.server";
import { formatCalendarDate, INTL_LOCALE, type Language, pathInLanguage } from "~/i18n/languages";

/**
 * The frame every email shares: who it is from, the heading, the message, and a footer with
 * the booking reference (traveller mail) and the support address, in the message's language.
 * Inline styles only, since mail clients drop stylesheets; colours are the site's brand and ink.
 */

const colour = { ink: "#1f1a17", soft: "#574e48", brand: "#a63d24", line: "#e4d9cd", canvas: "#fbf7f2" };

export const text: CSSProperties = { color: colour.ink, fontSize: "16px", lineHeight: "24px", margin: "0 0 16px" };
export const small: CSSProperties = { color: colour.soft, fontSize: "14px", lineHeight: "20px", margin: "0 0 8px" };
const heading: CSSProperties = { color: colour.ink, fontSize: "24px", lineHeight: "32px", margin: "0 0 16px" };
const button: CSSProperties = {
  backgroundColor: colour.brand,
  borderRadius: "8px",
  color: "#ffffff",
  display: "inline-block",
  fontSize: "16px",
  fontWeight: 600,
  padding: "12px 20px",
  textDecoration: "none",
};

/** The language a message is written in, and its words. */
export type Words = { language: Language; t: TFunction<"mail"> };

export type FrameProps = Words & {
  /** The line mail clients show beside the subject. */
  preview: string;
  title: string;
  supportEmail: string;
  /** Our booking reference, for every message to a traveller. */
  reference?: string;
  children: ReactNode;
};

export function Frame({ preview, title, supportEmail, reference, language, t, children }: FrameProps) {
  return (
    <Html lang={language}>
      <Head>
        <title>{title}</title>
      </Head>
      <Preview>{preview}</Preview>
      <Body style={{ backgroundColor: colour.canvas, fontFamily: "Helvetica, Arial, sans-serif", margin: 0 }}>
        <Container style={{ backgroundColor: "#ffffff", maxWidth: "600px", padding: "24px" }}>
          <Text style={{ ...small, color: colour.brand, fontSize: "20px", fontWeight: 700 }}>Sobremesa</Text>
          <Heading as="h1" style={heading}>
            {title}
          </Heading>
          {children}
          <Hr style={{ borderColor: colour.line, margin: "24px 0 16px" }} />
          <Text style={small}>{t("frame.sentBy")}</Text>
          {reference && <Text style={small}>{t("frame.reference", { reference })}</Text>}
          <Text style={small}>
            {t("frame.questions")}{" "}
            <Link href={`mailto:${supportEmail}`} style={{ color: colour.brand, textDecoration: "underline" }}>
              {supportEmail}
            </Link>
            .
          </Text>
          {reference && <TravellerFooter language={language} t={t} />}
        </Container>
      </Body>
    </Html>
  );
}

/**
 * What every traveller's message adds: the support phone (and WhatsApp when
 * configured) as tel: and wa.me links, and the terms of service in the message's language.
 */
function TravellerFooter({ language, t }: Words) {
  const support = configuredSupport();
  const link = { color: colour.brand, textDecoration: "underline" };
  return (
    <>
      <Text style={small}>
        {t("frame.callUs")}{" "}
        <Link href={support.phone.href} style={link}>
          {support.phone.shown}
        </Link>
        {support.whatsapp && (
          <>
            {" · "}
            <Link href={support.whatsapp.href} style={link}>
              WhatsApp {support.whatsapp.shown}
            </Link>
          </>
        )}
      </Text>
      <Text style={small}>
        <Link href={`${env().PUBLIC_URL}${pathInLanguage("/terms", language)}`} style={link}>
          {t("frame.terms")}
        </Link>
      </Text>
    </>
  );
}

/** The one call to action of a message: a button whose link the plain-text twin prints in full. */
export function Action({ href, children }: { href: string; children: string }) {
  return (
    <Section style={{ margin: "8px 0 24px" }}>
      <Button href={href} style={button}>
        {children}
      </Button>
    </Section>
  );
}

/** "Sun 13 Dec 2026": a meal's day, with its weekday. */
export function dayOfStay(isoDate: string, language: Language = "en"): string {
  return new Intl.DateTimeFormat(INTL_LOCALE[language], {
    weekday: "short",
    day: "numeric",
    month: "short",
    year: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${isoDate}T00:00:00Z`));
}

export const stay = (checkIn: string, checkOut: string, language: Language = "en") =>
  `${formatCalendarDate(checkIn, language)} – ${formatCalendarDate(checkOut, language)}`;

/** The first name, for "Hello Ana,". */
export const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;
