import { type MouseEvent, useEffect, useRef, useState } from "react";
import { Form, Link, useLocation, useNavigate, useNavigation, useSearchParams } from "react-router";
import { Button, buttonClasses } from "~/components/ui/button";
import { WORKSPACE_INTENTS } from "~/features/workspace/workspace-intents";
import { useTranslation } from "~/i18n/use-translation";

const CONFIRM_ID = "send-itinerary-confirm";
const OPEN_ID = "send-itinerary-open";

/**
 * "Send itinerary", behind a confirmation where it was pressed: sending counts the service as
 * fully performed, which ends the traveller's right of withdrawal, so one stray click must not do
 * it. Without JavaScript the button is a link to `?send=confirm` with the confirmation heading's
 * fragment: the page comes back scrolled to it and the browser focuses it. With JavaScript the
 * same confirmation opens in place, no round trip, and its heading takes focus. Only its form
 * carries `confirm=yes`, which the server asks of every send.
 */
export function SendItinerary({ withdrawalUntil }: { withdrawalUntil: string | null }) {
  const { t } = useTranslation("workspace");
  const [params] = useSearchParams();
  const [open, setOpen] = useState(false);
  const opener = useRef<HTMLAnchorElement>(null);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const confirming = open || params.get("send") === "confirm";

  const show = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(true);
  };
  const close = (event: MouseEvent) => {
    event.preventDefault();
    setOpen(false);
    // A confirmation opened by its address closes by leaving it, without scrolling the page away.
    if (params.has("send")) navigate({ pathname, hash: "#next-action" }, { replace: true, preventScrollReset: true });
  };
  // Back on the button the confirmation replaced, so the keyboard carries on from where it was.
  const wasConfirming = useRef(confirming);
  useEffect(() => {
    if (wasConfirming.current && !confirming) opener.current?.focus();
    wasConfirming.current = confirming;
  }, [confirming]);

  if (confirming) return <Confirmation withdrawalUntil={withdrawalUntil} onCancel={close} pathname={pathname} />;
  return (
    <div className="grid gap-1">
      <Link
        id={OPEN_ID}
        ref={opener}
        to={`?send=confirm#${CONFIRM_ID}`}
        preventScrollReset
        onClick={show}
        className={buttonClasses({ className: "justify-self-start" })}
        aria-describedby="send-itinerary-hint"
      >
        {t("send.open")}
      </Link>
      <p id="send-itinerary-hint" className="text-sm text-ink-soft">
        {t("send.hint")}
      </p>
    </div>
  );
}

function Confirmation({
  withdrawalUntil,
  onCancel,
  pathname,
}: {
  withdrawalUntil: string | null;
  onCancel: (event: MouseEvent) => void;
  pathname: string;
}) {
  const { t } = useTranslation("workspace");
  const heading = useRef<HTMLHeadingElement>(null);
  const sending = useNavigation().state === "submitting";
  // Opened in place, the page does not move to the fragment by itself, so the heading is focused here.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="grid min-w-0 gap-3 rounded-xl border border-danger p-4" data-testid="send-itinerary-confirm">
      <h2
        id={CONFIRM_ID}
        ref={heading}
        tabIndex={-1}
        className="scroll-mt-4 font-display text-lg font-bold text-ink focus:outline-none focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-focus"
      >
        {t("send.question")}
      </h2>
      <p className="font-semibold break-words text-ink">
        {withdrawalUntil ? t("send.endsUntil", { until: withdrawalUntil }) : t("send.ends")}
      </p>
      <p className="text-sm text-ink-soft">{t("send.emailed")}</p>
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="intent" value={WORKSPACE_INTENTS.sendItinerary} />
        <input type="hidden" name="confirm" value="yes" />
        <Button type="submit" disabled={sending} className="h-auto min-h-10 whitespace-normal">
          {sending ? t("send.sending") : t("send.yes")}
        </Button>
        <Link
          to={{ pathname, hash: "#next-action" }}
          replace
          preventScrollReset
          onClick={onCancel}
          className={buttonClasses({ variant: "outline" })}
        >
          {t("send.cancel")}
        </Link>
      </Form>
    </div>
  );
}
