import { data } from "react-router";
import { shownText } from "~/domain/plain-text";
import { formatLongDate, mealKind } from "~/features/itinerary/itinerary";
import {
  type CommentRefusal,
  type LinkRefusal,
  openRatingLink,
  type RatedMeal,
  rateMeal,
} from "~/features/reminders-and-ratings/meal-ratings.server";
import { RATINGS, type Rating } from "~/features/reminders-and-ratings/meal-reminders";
import { readForm } from "~/http/form-body.server";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import type { Route } from "../../../routes/rate/+types/rate";

/**
 * GET /rate/:token?score=N opens one meal's rating page with the email's choice preselected;
 * only its form's POST stores the rating and the optional comment. Opening stores nothing:
 * mail scanners open every link of a message, and would otherwise leave the last of the five as
 * the traveller's verdict. No sign-in and no JavaScript: the signed token is the permission.
 * A forged or altered link answers 403, a cancelled trip's or a gone table's 410, a score
 * outside 1..5 400, each a page in words, never a 500 nor half a write.
 */

const REFUSAL_STATUS: Record<LinkRefusal, number> = { forged: 403, cancelled: 410, "no-meal": 410 };
const REFUSAL_WORD = { forged: "forged", cancelled: "cancelled", "no-meal": "noMeal" } as const;
const COMMENT_WORD: Record<CommentRefusal, "tooLong" | "hidden"> = {
  "too-long": "tooLong",
  "hidden-characters": "hidden",
};

export type RatePage =
  | {
      kind: "meal";
      language: Language;
      words: Record<string, string>;
      heading: string;
      when: string;
      /** The rating stored, if any. */
      rating: number | null;
      /** The choice the form shows checked: the link's score, else the one stored. */
      chosen: number | null;
      comment: string;
      scores: { score: Rating; label: string }[];
      notice: string | null;
      /** What is wrong with the choice of rating, or with the comment. */
      error: { field: "score" | "comment"; message: string } | null;
    }
  | { kind: "refused"; language: Language; words: { title: string; meta: string }; message: string };

function refused(language: Language, message: string, status: number) {
  const t = fixedT(language, "trip");
  return data<RatePage>(
    { kind: "refused", language, words: { title: t("rating.refusedTitle"), meta: t("rating.meta") }, message },
    { status },
  );
}

type PageState = {
  chosen?: number | null;
  comment?: string;
  notice?: string | null;
  error?: { field: "score" | "comment"; message: string } | null;
};

function page(meal: RatedMeal, state: PageState = {}): RatePage {
  const language = meal.booking.language;
  const t = fixedT(language, "trip");
  const restaurant = shownText(meal.reservation.restaurantName);
  const kind = mealKind(meal.reservation.localTime).toLowerCase() as "breakfast" | "lunch" | "dinner";
  return {
    kind: "meal",
    language,
    words: {
      meta: t("rating.meta"),
      choose: t(meal.rating === null ? "rating.choose" : "rating.change"),
      current: t("rating.current"),
      commentLabel: t("rating.commentLabel"),
      commentHint: t("rating.commentHint"),
      save: t("rating.save"),
      confirmHint: t("rating.confirmHint"),
    },
    heading: t(`rating.heading.${kind}`, { restaurant }),
    when: t("rating.when", {
      date: formatLongDate(meal.reservation.localDate, language),
      time: meal.reservation.localTime,
    }),
    rating: meal.rating,
    chosen: state.chosen === undefined ? meal.rating : state.chosen,
    comment: state.comment ?? meal.comment,
    scores: RATINGS.map((score) => ({ score, label: t("rating.score", { count: score }) })),
    notice: state.notice ?? null,
    error: state.error ?? null,
  };
}

/** A refused link's page, in the booking's language when the link was genuine (English otherwise). */
function refusedLink({ refused: why, language = "en" }: { refused: LinkRefusal; language?: Language }) {
  return refused(language, fixedT(language, "trip")(`rating.${REFUSAL_WORD[why]}`), REFUSAL_STATUS[why]);
}

/** "1".."5" as a rating; anything else (absent, "9", "4.0", " 4") is none. */
const ratingOf = (raw: string | null): Rating | null =>
  raw !== null && /^[1-5]$/.test(raw) ? (Number(raw) as Rating) : null;

export async function rateLoader({ params, request }: Route.LoaderArgs) {
  await loadAllLanguages();
  const opened = openRatingLink(params.token);
  if ("refused" in opened) return refusedLink(opened);
  const raw = new URL(request.url).searchParams.get("score");
  if (raw === null) return data<RatePage>(page(opened));
  const score = ratingOf(raw);
  if (score === null) {
    const message = fixedT(opened.booking.language, "trip")("rating.badScore");
    return data<RatePage>(page(opened, { error: { field: "score", message } }), { status: 400 });
  }
  return data<RatePage>(page(opened, { chosen: score }));
}

export async function rateAction({ params, request }: Route.ActionArgs) {
  await loadAllLanguages();
  const token = params.token;
  const form = await readForm(request);
  const comment = form.get("comment") ?? "";
  const score = ratingOf(form.get("score"));
  const opened = openRatingLink(token);
  if ("refused" in opened) return refusedLink(opened);
  const t = fixedT(opened.booking.language, "trip");
  // What the traveller wrote comes back in the form (cut to a size the page can carry), nothing stored.
  const kept = { chosen: score, comment: comment.slice(0, 5000) };
  if (score === null) {
    return data<RatePage>(page(opened, { ...kept, error: { field: "score", message: t("rating.badScore") } }), {
      status: 400,
    });
  }
  const rated = rateMeal(token, score, comment);
  if ("refused" in rated) {
    if (rated.refused === "too-long" || rated.refused === "hidden-characters") {
      const message = t(`rating.${COMMENT_WORD[rated.refused]}`);
      return data<RatePage>(page(opened, { ...kept, error: { field: "comment", message } }), { status: 400 });
    }
    return refusedLink({ refused: rated.refused, language: rated.language });
  }
  return data<RatePage>(page(rated, { notice: t("rating.recorded", { count: score }) }));
}
