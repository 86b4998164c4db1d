import { type BadgeTone, paymentBadge } from "~/domain/payment-status";
import { useTranslation } from "~/i18n/use-translation";
import { cn } from "~/utils/cn";

const tones: Record<BadgeTone, string> = {
  green: "bg-success-soft text-success border-success/30",
  red: "bg-danger-soft text-danger border-danger/30",
  yellow: "bg-warning-soft text-warning border-warning/40",
  grey: "bg-muted text-ink-soft border-line",
};

/**
 * A booking's payment badge: the same words and colours on every admin screen, the words in the
 * reader's language (paymentBadge's English label stays for the CSV export).
 */
export function PaymentBadge({ booking }: { booking: { paymentStatus: string; requiresPayment: boolean } }) {
  const { t } = useTranslation("admin");
  const { key, tone } = paymentBadge(booking);
  return (
    <span
      data-tone={tone}
      className={cn(
        "inline-flex rounded-full border px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap",
        tones[tone],
      )}
    >
      {t(`payment.${key}`)}
    </span>
  );
}
