import { sql } from "drizzle-orm";
import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
// Not re-exported from schema.ts (it imports the booking and staff tables from there): the
// connection's schema and drizzle.config.ts name both files.
import { bookings, staff } from "../../db/schema";
import { CHANGE_REQUEST_STATUSES, MESSAGE_AUTHORS } from "./conversation";

const now = sql`(strftime('%Y-%m-%dT%H:%M:%fZ', 'now'))`;

/**
 * The conversation of one booking (decision 0038): plain-text messages between the
 * traveller and the team, oldest first. The traveller's personal data: exported with the rest
 * and deleted with the booking's personal data (services/privacy). `created_at` is written from
 * the app's clock (not the database's), so a test that moves the clock moves the messages too.
 */
export const conversationMessages = sqliteTable(
  "conversation_messages",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    author: text("author", { enum: MESSAGE_AUTHORS }).notNull(),
    /** The team member who wrote it; null for the traveller (and once that person is deleted). */
    staffId: integer("staff_id").references(() => staff.id, { onDelete: "set null" }),
    /** Plain text, at most 2,000 characters, checked by domain/conversation.ts. */
    body: text("body").notNull(),
    createdAt: text("created_at").notNull().default(now),
    /** A traveller's message: when the team answered it or marked it read (null: unread, counted in the queue). */
    readAt: text("read_at"),
    /** When the other side's email that carried it was sent (null: not yet, the next batch takes it). */
    notifiedAt: text("notified_at"),
  },
  (t) => [
    index("conversation_messages_booking_idx").on(t.bookingId, t.id),
    index("conversation_messages_unread_idx").on(t.author, t.readAt),
  ],
);

/**
 * A traveller's message marked as a change request about one of their meals (a new date, time
 * or party size): an open task on that meal in the workspace until a team member resolves it,
 * done or declined, with a reply that is itself a message of the thread.
 */
export const changeRequests = sqliteTable(
  "change_requests",
  {
    id: integer("id").primaryKey({ autoIncrement: true }),
    bookingId: integer("booking_id")
      .notNull()
      .references(() => bookings.id, { onDelete: "cascade" }),
    messageId: integer("message_id")
      .notNull()
      .references(() => conversationMessages.id, { onDelete: "cascade" }),
    /** The meal (1..reservations of the booking) it is about. */
    mealPosition: integer("meal_position").notNull(),
    /** What the traveller asks for; at least one is set. A local date (YYYY-MM-DD), a local time (HH:MM). */
    newDate: text("new_date"),
    newTime: text("new_time"),
    newPartySize: integer("new_party_size"),
    status: text("status", { enum: CHANGE_REQUEST_STATUSES }).notNull().default("open"),
    /** The staff reply that resolved it (a message of the same thread). */
    replyMessageId: integer("reply_message_id").references(() => conversationMessages.id, { onDelete: "set null" }),
    resolvedBy: integer("resolved_by").references(() => staff.id, { onDelete: "set null" }),
    resolvedAt: text("resolved_at"),
    createdAt: text("created_at").notNull().default(now),
  },
  (t) => [
    uniqueIndex("change_requests_message_unique").on(t.messageId),
    index("change_requests_booking_idx").on(t.bookingId, t.status),
  ],
);

export type ConversationMessageRow = typeof conversationMessages.$inferSelect;
export type ChangeRequestRow = typeof changeRequests.$inferSelect;
