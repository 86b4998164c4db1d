import { asc, eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db } from "~/db/client.server";
import { type Booking, dietaryNeeds, itineraries, mailMessages, mealFeedback, meals, reservations } from "~/db/schema";
import { historyOf } from "~/features/booking/lifecycle.server";
import { changeRequests, conversationMessages } from "~/features/conversation/conversation-tables";
import { invoices } from "~/features/invoices/invoice-tables";
import type { TravellerData } from "./my-data";

/**
 * Everything the service holds about the traveller of one booking (GDPR art. 15 and 20), read
 * for the booking the trip link opened: the booking and its contact details, its history, the
 * answers, the conversation and its change requests, the tables, the ratings, the invoices'
 * numbers and the emails sent (kind, subject, address, date). The team's internal notes are
 * the team's, not the traveller's data about themselves, and the audit log holds none of it.
 */
export function travellerData(booking: Booking, now = clock.now()): TravellerData {
  const database = db();
  const id = booking.id;
  const dietary = database.select().from(dietaryNeeds).where(eq(dietaryNeeds.bookingId, id)).get();
  const itinerary = database
    .select({ version: itineraries.version, sentAt: itineraries.sentAt })
    .from(itineraries)
    .where(eq(itineraries.bookingId, id))
    .get();
  return {
    generatedAt: now.toISOString(),
    booking: {
      reference: booking.readableReference,
      city: booking.cityName,
      checkIn: booking.checkIn,
      checkOut: booking.checkOut,
      meals: booking.reservations,
      status: booking.status,
      paymentStatus: booking.paymentStatus,
      totalCents: booking.totalCents,
      amountPaidCents: booking.amountPaidCents,
      currency: booking.currency,
      language: booking.language,
      createdAt: booking.createdAt,
      updatedAt: booking.updatedAt,
      paidAt: booking.paidAt,
      serviceStartConsentAt: booking.serviceStartConsentAt,
      contact: { name: booking.name, email: booking.email, phone: booking.phone },
    },
    history: historyOf(database, id).map((event) => ({ status: event.toStatus, at: event.createdAt })),
    preferences: {
      meals: database
        .select()
        .from(meals)
        .where(eq(meals.bookingId, id))
        .orderBy(asc(meals.position))
        .all()
        .map((row) => ({
          meal: row.position,
          date: row.date,
          kind: row.meal,
          vibe: row.vibe,
          cuisine: row.cuisine,
          budget: row.budgetBand,
          partySize: row.partySize,
          occasion: row.occasion,
          note: row.note,
          updatedAt: row.updatedAt,
        })),
      dietary: dietary
        ? { needs: dietary.needs, other: dietary.other, consentedAt: dietary.consentedAt, updatedAt: dietary.updatedAt }
        : null,
    },
    messages: database
      .select()
      .from(conversationMessages)
      .where(eq(conversationMessages.bookingId, id))
      .orderBy(asc(conversationMessages.id))
      .all()
      .map((row) => ({ from: row.author === "traveller" ? "you" : "team", text: row.body, at: row.createdAt })),
    changeRequests: database
      .select()
      .from(changeRequests)
      .where(eq(changeRequests.bookingId, id))
      .orderBy(asc(changeRequests.id))
      .all()
      .map((row) => ({
        meal: row.mealPosition,
        newDate: row.newDate,
        newTime: row.newTime,
        newPartySize: row.newPartySize,
        status: row.status,
        at: row.createdAt,
        resolvedAt: row.resolvedAt,
      })),
    reservations: database
      .select()
      .from(reservations)
      .where(eq(reservations.bookingId, id))
      .orderBy(asc(reservations.mealPosition))
      .all()
      .map((row) => ({
        meal: row.mealPosition,
        restaurant: row.restaurantName,
        address: row.address,
        date: row.localDate,
        time: row.localTime,
        timeZone: row.timeZone,
        partySize: row.partySize,
        tableName: row.tableName,
        confirmationCode: row.confirmationCode,
        updatedAt: row.updatedAt,
      })),
    ratings: database
      .select()
      .from(mealFeedback)
      .where(eq(mealFeedback.bookingId, id))
      .orderBy(asc(mealFeedback.mealPosition))
      .all()
      .map((row) => ({
        meal: row.mealPosition,
        rating: row.rating,
        comment: row.comment,
        ratedAt: row.ratedAt,
        updatedAt: row.updatedAt,
      })),
    invoices: database
      .select()
      .from(invoices)
      .where(eq(invoices.bookingId, id))
      .orderBy(asc(invoices.id))
      .all()
      .map((row) => ({
        number: row.fullNumber,
        type: row.type,
        issueDate: row.issueDate,
        issuedAt: row.issuedAt,
        totalCents: row.totalCents,
        currency: row.currency,
      })),
    mails: database
      .select({
        kind: mailMessages.type,
        subject: mailMessages.subject,
        to: mailMessages.toAddress,
        at: mailMessages.createdAt,
      })
      .from(mailMessages)
      .where(eq(mailMessages.bookingId, id))
      .orderBy(asc(mailMessages.id))
      .all()
      // The booking's own emails to the traveller; the team's notices about it went to the team.
      .filter((mail) => mail.to.toLowerCase() === booking.email.toLowerCase()),
    itinerary: itinerary ?? null,
  };
}
