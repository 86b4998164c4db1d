import { Container } from "~/components/public/section";
import { PRIVACY_UPDATED, privacySections } from "~/content/privacy";
import { publicPageData } from "~/content/public-page.server";
import { travellerPageHandle } from "~/content/traveller-page";
import type { Route } from "./+types/privacy";

/** Cached once per process (app/cached-pages.ts): nothing here may depend on the request. */
export function loader() {
  return publicPageData();
}

export const handle = travellerPageHandle;

export const meta: Route.MetaFunction = () => [
  { title: "Privacy Policy · Sobremesa" },
  {
    name: "description",
    content:
      "What personal data Sobremesa collects when you book a dining plan or apply as a creator, how we use and share it, and your rights.",
  },
];

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const sections = privacySections(loaderData.supportEmail);
  return (
    <main className="bg-canvas py-14 sm:py-20">
      <Container className="max-w-3xl">
        <p className="eyebrow">Legal</p>
        <h1 className="mt-4 font-display text-4xl font-bold tracking-tight sm:text-5xl">Privacy Policy</h1>
        <p className="mt-4 text-ink-soft">
          Last updated: <time dateTime={PRIVACY_UPDATED.iso}>{PRIVACY_UPDATED.label}</time>
        </p>

        <nav aria-label="On this page" className="mt-10 rounded-2xl bg-surface p-6 ring-1 ring-line">
          <p className="text-sm font-semibold tracking-widest text-ink-soft uppercase">On this page</p>
          <ol className="mt-3 grid gap-x-6 gap-y-2 sm:grid-cols-2">
            {sections.map((section, index) => (
              <li key={section.id}>
                <a href={`#${section.id}`} className="text-brand-strong underline-offset-4 hover:underline">
                  {index + 1}. {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>

        {sections.map((section, index) => (
          <section
            key={section.id}
            id={section.id}
            aria-labelledby={`${section.id}-title`}
            className="mt-12 scroll-mt-6 [&_li]:mt-2 [&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:pl-6 text-lg leading-relaxed text-ink-soft [&_strong]:text-ink"
          >
            <h2 id={`${section.id}-title`} className="font-display text-2xl font-bold text-ink sm:text-3xl">
              {index + 1}. {section.title}
            </h2>
            {section.body}
          </section>
        ))}
      </Container>
    </main>
  );
}
