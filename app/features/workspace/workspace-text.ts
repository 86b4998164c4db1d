import type { TFunction } from "i18next";
import type { ReservationMessages } from "~/features/workspace/reservation-schema";

/**
 * The workspace's form messages in the team member's language (the "workspace" catalogue): the
 * same words on the server's refusal and in the browser's live check, as both parse with the
 * schema built from them.
 */
export function reservationMessages(t: TFunction<"workspace">): ReservationMessages {
  return {
    restaurantName: t("errors.restaurantName"),
    address: t("errors.address"),
    mapsUrl: t("errors.mapsUrl"),
    mapsUrlTooLong: t("errors.mapsUrlTooLong"),
    localDate: t("errors.localDate"),
    localTime: t("errors.localTime"),
    partySize: t("errors.partySize"),
    tableName: t("errors.tableName"),
    meal: t("errors.meal"),
    plainText: t("errors.plainText"),
    tooLong: (max) => t("errors.tooLong", { max }),
  };
}
