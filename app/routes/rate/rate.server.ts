import { data } from "react-router";
import { formatLongDate, mealKind } from "~/domain/itinerary";
import { RATINGS, type Rating } from "~/domain/meal-reminders";
import { shownText } from "~/domain/plain-text";
import { readForm } from "~/http/form-body.server";
import { fixedT, loadAllLanguages } from "~/i18n/i18n.server";
import type { Language } from "~/i18n/languages";
import {
  type CommentRefusal,
  type LinkRefusal,
  openRatingLink,
  type RatedMeal,
  recordRating,
  saveComment,
} from "~/services/meals/meal-ratings.server";
import type { Route } from "./+types/rate";

/**
 * GET /rate/:token?score=N records the rating of one meal (the email's one-click link: again,
 * the same row; another score, changed) and shows the page with an optional comment form;
 * POST keeps the comment. No sign-in and no JavaScript: the signed token is the permission.
 * A forged or altered link answers 403, a cancelled trip's or a gone table's 410, a score
 * outside 1..5 400, each a page in words, never a 500 nor half a write.
 */

const REFUSAL_STATUS: Record<LinkRefusal, number> = { forged: 403, cancelled: 410, "no-meal": 410 };
const REFUSAL_WORD = { forged: "forged", cancelled: "cancelled", "no-meal": "noMeal" } as const;

export type RatePage =
  | {
      kind: "meal";
      language: Language;
      words: Record<string, string>;
      heading: string;
      when: string;
      rating: number | null;
      comment: string;
      scores: { score: Rating; label: string; href: string }[];
      notice: string | null;
      error: string | null;
    }
  | { kind: "refused"; language: Language; words: { title: string; meta: string }; message: string };

function refused(language: Language, message: string, status: number) {
  const t = fixedT(language, "trip");
  return data<RatePage>(
    { kind: "refused", language, words: { title: t("rating.refusedTitle"), meta: t("rating.meta") }, message },
    { status },
  );
}

function page(token: string, meal: RatedMeal, notice: string | null, error: string | null, comment?: string): RatePage {
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
    },
    heading: t(`rating.heading.${kind}`, { restaurant }),
    when: t("rating.when", {
      date: formatLongDate(meal.reservation.localDate, language),
      time: meal.reservation.localTime,
    }),
    rating: meal.rating,
    comment: comment ?? meal.comment,
    scores: RATINGS.map((score) => ({
      score,
      label: t("rating.score", { count: score }),
      href: `/rate/${token}?score=${score}`,
    })),
    notice,
    error,
  };
}

/** A refused link's page, in the booking's language when the link was genuine (English otherwise). */
function refusedLink({ refused: why, language = "en" }: { refused: LinkRefusal; language?: Language }) {
  return refused(language, fixedT(language, "trip")(`rating.${REFUSAL_WORD[why]}`), REFUSAL_STATUS[why]);
}

export async function rateLoader({ params, request }: Route.LoaderArgs) {
  await loadAllLanguages();
  const token = params.token;
  const opened = openRatingLink(token);
  if ("refused" in opened) return refusedLink(opened);
  const t = fixedT(opened.booking.language, "trip");
  const raw = new URL(request.url).searchParams.get("score");
  if (raw === null) return data<RatePage>(page(token, opened, null, null));
  const score = /^[1-5]$/.test(raw) ? (Number(raw) as Rating) : null;
  if (score === null) return data<RatePage>(page(token, opened, null, t("rating.badScore")), { status: 400 });
  const rated = recordRating(token, score);
  if ("refused" in rated) return refusedLink(rated);
  return data<RatePage>(page(token, rated, t("rating.recorded", { count: score }), null));
}

const COMMENT_WORD: Record<CommentRefusal, "tooLong" | "hidden" | "notRated"> = {
  "too-long": "tooLong",
  "hidden-characters": "hidden",
  "not-rated": "notRated",
};

export async function rateAction({ params, request }: Route.ActionArgs) {
  await loadAllLanguages();
  const token = params.token;
  const form = await readForm(request);
  const comment = form.get("comment") ?? "";
  const saved = saveComment(token, comment);
  if ("refused" in saved) {
    const opened = openRatingLink(token);
    if ("refused" in opened) return refusedLink(opened);
    const t = fixedT(opened.booking.language, "trip");
    const word = COMMENT_WORD[saved.refused as CommentRefusal];
    // The traveller's text comes back in the form (cut to a size the page can carry), nothing stored.
    return data<RatePage>(page(token, opened, null, t(`rating.${word}`), comment.slice(0, 5000)), { status: 400 });
  }
  return data<RatePage>(page(token, saved, fixedT(saved.booking.language, "trip")("rating.saved"), null));
}
