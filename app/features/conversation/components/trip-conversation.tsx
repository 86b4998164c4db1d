import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";
import { controlClasses, Field, hintIdOf } from "~/components/forms";
import { Button } from "~/components/ui/button";
import { formatStayDate } from "~/domain/city-dining";
import { MessageBody } from "~/features/conversation/components/message-body";
import { MESSAGE_MAX_CHARS, PARTY_SIZE_MAX, PARTY_SIZE_MIN } from "~/features/conversation/conversation";
import type { TripConversation as Conversation, ShownChange } from "~/features/conversation/conversation-view";
import { TRIP_INTENTS } from "~/features/trip/trip-intents";
import type { Language } from "~/i18n/languages";
import { useTranslation } from "~/i18n/use-translation";

/**
 * The trip page's conversation with the concierge: the thread, oldest first, and
 * a form that works without JavaScript (a plain POST to the page, intent=message). With
 * JavaScript the thread is read again when the page regains focus or becomes visible, never on
 * a timer: a traveller who leaves the tab open costs nothing.
 */

export type ConversationAnswer = { error: string; kept: { body: string; meal: string } } | null;

export function TripConversation({
  conversation,
  language,
  answer,
}: {
  conversation: Conversation;
  language: Language;
  answer: ConversationAnswer;
}) {
  const { t } = useTranslation("trip");
  useRevalidateOnFocus();
  const error = answer?.error ?? null;
  return (
    <section id="conversation" aria-labelledby="conversation-title" className="grid gap-4">
      <h2 id="conversation-title" className="font-display text-2xl font-bold">
        {t("conversation.title")}
      </h2>
      <p className="text-ink-soft">{t("conversation.intro")}</p>
      {conversation.messages.length === 0 ? (
        <p className="text-ink-soft">{t("conversation.empty")}</p>
      ) : (
        <ol className="grid gap-3" data-testid="conversation-thread">
          {conversation.messages.map((message) => (
            <li
              key={message.id}
              className={`grid min-w-0 gap-1 rounded-2xl border border-line p-4 ${message.mine ? "bg-surface" : "bg-brand-soft"}`}
            >
              <p className="text-sm font-semibold text-ink-soft">
                {message.mine ? t("conversation.you") : t("conversation.concierge")} ·{" "}
                <time dateTime={message.at}>{message.when}</time>
              </p>
              {message.change && <ChangeLine change={message.change} language={language} />}
              <MessageBody segments={message.segments} />
            </li>
          ))}
        </ol>
      )}
      {conversation.closed ? (
        <p role="status" className="rounded-lg border border-line bg-surface p-3">
          {t(`conversation.errors.${conversation.closed}`, { email: conversation.supportEmail })}
        </p>
      ) : (
        // A new key after each message sent: the form comes back empty (with JavaScript the page is not reloaded).
        <Form
          key={conversation.messages.length}
          method="post"
          noValidate
          aria-labelledby="conversation-title"
          className="grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6"
        >
          <input type="hidden" name="intent" value={TRIP_INTENTS.message} />
          {error && (
            <p role="alert" className="rounded-lg border border-danger bg-danger-soft p-3 text-danger">
              {error}
            </p>
          )}
          <p className="font-semibold" id="conversation-medical">
            {t("conversation.medical")}
          </p>
          <Field
            meta={{ id: "conversation-body", errorId: "conversation-body-error" }}
            label={t("conversation.label")}
            hint={t("conversation.hint")}
          >
            <textarea
              id="conversation-body"
              name="body"
              rows={4}
              maxLength={MESSAGE_MAX_CHARS}
              defaultValue={answer?.kept.body ?? ""}
              aria-required
              aria-invalid={error ? true : undefined}
              aria-describedby={`${hintIdOf({ id: "conversation-body" })} conversation-medical`}
              className={`${controlClasses} h-auto py-2`}
            />
          </Field>
          <fieldset className="grid min-w-0 gap-3">
            <legend className="mb-2 text-sm font-semibold">{t("conversation.changeLegend")}</legend>
            <div className="grid gap-3 sm:grid-cols-2">
              <Field
                meta={{ id: "conversation-meal", errorId: "conversation-meal-error" }}
                label={t("conversation.changeMeal")}
              >
                <select
                  id="conversation-meal"
                  name="meal"
                  defaultValue={answer?.kept.meal ?? ""}
                  className={controlClasses}
                >
                  <option value="">{t("conversation.changeNone")}</option>
                  {conversation.meals.map((meal) => (
                    <option key={meal.position} value={meal.position}>
                      {meal.date
                        ? t("conversation.mealOptionDated", {
                            position: meal.position,
                            date: formatStayDate(meal.date, language),
                          })
                        : t("conversation.mealOption", { position: meal.position })}
                    </option>
                  ))}
                </select>
              </Field>
              <Field
                meta={{ id: "conversation-date", errorId: "conversation-date-error" }}
                label={t("conversation.newDate")}
              >
                <input
                  id="conversation-date"
                  name="date"
                  type="date"
                  min={conversation.checkIn}
                  max={conversation.checkOut}
                  className={controlClasses}
                />
              </Field>
              <Field
                meta={{ id: "conversation-time", errorId: "conversation-time-error" }}
                label={t("conversation.newTime")}
              >
                <input id="conversation-time" name="time" type="time" className={controlClasses} />
              </Field>
              <Field
                meta={{ id: "conversation-party", errorId: "conversation-party-error" }}
                label={t("conversation.newParty")}
              >
                <input
                  id="conversation-party"
                  name="party"
                  type="number"
                  inputMode="numeric"
                  min={PARTY_SIZE_MIN}
                  max={PARTY_SIZE_MAX}
                  className={controlClasses}
                />
              </Field>
            </div>
          </fieldset>
          <Button type="submit" className="justify-self-start">
            {t("conversation.send")}
          </Button>
        </Form>
      )}
    </section>
  );
}

function ChangeLine({ change, language }: { change: ShownChange; language: Language }) {
  const { t } = useTranslation("trip");
  const asks = [
    change.newDate ? t("conversation.changeDate", { date: formatStayDate(change.newDate, language) }) : null,
    change.newTime ? t("conversation.changeTime", { time: change.newTime }) : null,
    change.newPartySize ? t("conversation.changeParty", { count: change.newPartySize }) : null,
  ].filter(Boolean);
  return (
    <p className="text-sm font-semibold" data-testid="change-request">
      {t("conversation.change", { position: change.mealPosition })}: {asks.join(", ")} ·{" "}
      {t(`conversation.status.${change.status}`)}
    </p>
  );
}

/** Reads the page again when the traveller comes back to it (focus, or the tab shown again); no timer. */
export function useRevalidateOnFocus() {
  const revalidator = useRevalidator();
  useEffect(() => {
    const again = () => {
      if (document.visibilityState === "visible" && revalidator.state === "idle") void revalidator.revalidate();
    };
    window.addEventListener("focus", again);
    document.addEventListener("visibilitychange", again);
    return () => {
      window.removeEventListener("focus", again);
      document.removeEventListener("visibilitychange", again);
    };
  }, [revalidator]);
}
