import type { ComponentType, SVGProps } from "react";
import {
  CalendarIcon,
  ChatIcon,
  DocumentIcon,
  GlobeIcon,
  MapPinIcon,
  SparkIcon,
  UsersIcon,
  UtensilsIcon,
  WalletIcon,
} from "./icons";

const ICONS = {
  calendar: CalendarIcon,
  chat: ChatIcon,
  document: DocumentIcon,
  globe: GlobeIcon,
  pin: MapPinIcon,
  spark: SparkIcon,
  users: UsersIcon,
  utensils: UtensilsIcon,
  wallet: WalletIcon,
} satisfies Record<string, ComponentType<SVGProps<SVGSVGElement>>>;

export type Feature = { icon: keyof typeof ICONS; title: string; text: string };

/** Icon, title and a sentence per item: the benefits, the reasons travellers love it, the creator perks. */
export function FeatureGrid({ features, columns = 4 }: { features: readonly Feature[]; columns?: 3 | 4 }) {
  return (
    <ul className={columns === 4 ? "grid gap-6 sm:grid-cols-2 lg:grid-cols-4" : "grid gap-6 md:grid-cols-3"}>
      {features.map((feature) => {
        const Icon = ICONS[feature.icon];
        return (
          <li key={feature.title} className="rounded-2xl bg-surface p-6 ring-1 ring-line">
            <span className="flex size-11 items-center justify-center rounded-xl bg-brand-soft text-brand-strong">
              <Icon className="size-6" />
            </span>
            <h3 className="heading-3 mt-5">{feature.title}</h3>
            <p className="mt-2 text-ink-soft">{feature.text}</p>
          </li>
        );
      })}
    </ul>
  );
}
