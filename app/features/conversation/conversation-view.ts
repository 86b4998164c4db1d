import type { Segment } from "./conversation";

/**
 * The conversation's shapes as the pages show them: built by the routes' server
 * modules, read by the components. The traveller's thread first, then the team's.
 */

export type ShownChange = {
  mealPosition: number;
  newDate: string | null;
  newTime: string | null;
  newPartySize: number | null;
  status: "open" | "done" | "declined";
};

type ShownMessage = {
  id: number;
  mine: boolean;
  when: string;
  at: string;
  segments: Segment[];
  change: ShownChange | null;
};

export type TripConversation = {
  messages: ShownMessage[];
  meals: { position: number; date: string | null }[];
  closed: "cancelled" | "over" | null;
  checkIn: string;
  checkOut: string;
  supportEmail: string;
};

type StaffThreadMessage = {
  id: number;
  who: string;
  traveller: boolean;
  at: string;
  unread: boolean;
  segments: Segment[];
  change: {
    id: number;
    mealPosition: number;
    asks: string;
    status: "open" | "done" | "declined";
  } | null;
};

export type WorkspaceConversationView = {
  reference: string;
  messages: StaffThreadMessage[];
  open: { id: number; mealPosition: number; asks: string; at: string }[];
  unread: number;
};
