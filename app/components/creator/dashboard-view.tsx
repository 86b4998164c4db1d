import type { SubmissionResult } from "@conform-to/react";
import { Form } from "react-router";
import { Button } from "~/components/ui/button";
import { TabLink } from "~/components/ui/tab-link";
import type { CreatorRequest, MyRecommendation } from "~/domain/creator-requests";
import { type CreatorStats, formatSubmitted, formatSuccessRate } from "~/domain/creator-stats";
import { MapLink, RequestCard } from "./request-card";

export type DashboardTab = "requests" | "recommendations";

type Props = {
  creator: { name: string; city: string };
  stats: CreatorStats;
  tab: DashboardTab;
  requests: CreatorRequest[];
  mine: MyRecommendation[];
  /** The last failed recommendation submit, shown on its own request's form. */
  failed?: { bookingId: number; result: SubmissionResult<string[]> };
};

export function DashboardView({ creator, stats, tab, requests, mine, failed }: Props) {
  const cards = [
    { label: "Active Requests", value: String(stats.activeRequests) },
    { label: "Total Recommendations", value: String(stats.totalRecommendations) },
    { label: "This Month", value: String(stats.thisMonth) },
    { label: "Success Rate", value: formatSuccessRate(stats.successRate) },
  ];
  return (
    <main className="mx-auto grid w-full max-w-5xl flex-1 grid-cols-1 content-start gap-8 px-4 py-10 sm:px-6">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-display text-3xl font-bold text-ink">Creator Dashboard</h1>
          <p className="text-ink-soft">
            Welcome, {creator.name} · {creator.city}
          </p>
        </div>
        {/* Its own route (a full page load): it renders nothing, and comes back to the login form. */}
        <Form method="post" action="/dashboard/logout" reloadDocument>
          <Button type="submit" variant="outline">
            Logout
          </Button>
        </Form>
      </header>

      <section aria-label="Your figures">
        <dl className="grid grid-cols-1 gap-4 min-[24rem]:grid-cols-2 lg:grid-cols-4">
          {cards.map((card) => (
            <div key={card.label} className="grid gap-1 rounded-2xl border border-line bg-surface p-5 shadow-sm">
              <dt className="text-sm font-medium text-ink-soft">{card.label}</dt>
              <dd className="text-3xl font-bold text-ink">{card.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <nav aria-label="Dashboard sections" className="flex gap-2 border-b border-line">
        <TabLink to="?tab=requests" current={tab === "requests"}>
          Client Requests
        </TabLink>
        <TabLink to="?tab=recommendations" current={tab === "recommendations"}>
          My Recommendations
        </TabLink>
      </nav>

      {tab === "requests" ? (
        <section aria-labelledby="requests-title" className="grid gap-4">
          <h2 id="requests-title" className="text-xl font-semibold text-ink">
            Client Requests
          </h2>
          {requests.length === 0 ? (
            <Empty title="No requests yet" text={`New requests for ${creator.city} will appear here.`} />
          ) : (
            requests.map((request) => (
              <RequestCard
                key={request.id}
                request={request}
                lastResult={failed?.bookingId === request.id ? failed.result : undefined}
              />
            ))
          )}
        </section>
      ) : (
        <section aria-labelledby="mine-title" className="grid gap-4">
          <h2 id="mine-title" className="text-xl font-semibold text-ink">
            My Recommendations
          </h2>
          {mine.length === 0 ? (
            <Empty title="No recommendations yet" text="Restaurants you recommend to travellers will appear here." />
          ) : (
            <ul className="grid gap-3">
              {mine.map((pick) => (
                <li key={pick.id} className="grid gap-1 rounded-2xl border border-line bg-surface p-4 shadow-sm">
                  <MapLink pick={pick} className="text-lg" />
                  <p className="text-ink">Try: {pick.dishSuggestion}</p>
                  <p className="text-sm text-ink-soft">
                    For {pick.travellerName} in {pick.cityName} · Submitted {formatSubmitted(pick.submittedAt)}
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
    </main>
  );
}

function Empty({ title, text }: { title: string; text: string }) {
  return (
    <div className="grid gap-1 rounded-2xl border border-dashed border-line p-8 text-center">
      <p className="font-semibold text-ink">{title}</p>
      <p className="text-sm text-ink-soft">{text}</p>
    </div>
  );
}
