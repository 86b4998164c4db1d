import { and, asc, eq } from "drizzle-orm";
import * as clock from "~/clock";
import { db, type Executor, writeTransaction } from "~/db/client.server";
import { creators, recommendations, reservations } from "~/db/schema";
import { ConflictError, NotFoundError } from "~/domain/errors";
import { type RestaurantRow, restaurants } from "~/features/restaurants/restaurant-tables";
import { likelyDuplicate } from "~/features/restaurants/restaurants";
import { type AuditBy, recordAudit } from "~/features/staff/audit.server";

/**
 * The team's review of the restaurants creators add with their picks (decision 0072): each
 * waiting entry with the listed ones it may duplicate, and the two ends of a review, both in the
 * audit log: added to the directory, or merged into the entry it duplicates (its picks and
 * tables moving there with it, in one transaction).
 */

export type PendingReview = {
  restaurant: RestaurantRow;
  addedBy: string | null;
  duplicates: { id: number; name: string; address: string }[];
};

/** The entries waiting for review, oldest first, each with its likely duplicates among the listed ones. */
export function pendingReviews(executor: Executor = db()): PendingReview[] {
  const pending = executor
    .select({ restaurant: restaurants, addedBy: creators.name })
    .from(restaurants)
    .leftJoin(creators, eq(creators.id, restaurants.addedByCreatorId))
    .where(eq(restaurants.state, "pending"))
    .orderBy(asc(restaurants.createdAt), asc(restaurants.id))
    .all();
  if (pending.length === 0) return [];
  const listed = executor
    .select({
      id: restaurants.id,
      cityName: restaurants.cityName,
      name: restaurants.name,
      address: restaurants.address,
    })
    .from(restaurants)
    .where(eq(restaurants.state, "listed"))
    .orderBy(asc(restaurants.name))
    .all();
  return pending.map(({ restaurant, addedBy }) => ({
    restaurant,
    addedBy,
    duplicates: listed
      .filter((entry) => likelyDuplicate(restaurant, entry))
      .map(({ id, name, address }) => ({ id, name, address })),
  }));
}

function pendingOf(id: number, executor: Executor): RestaurantRow {
  const row = executor.select().from(restaurants).where(eq(restaurants.id, id)).get();
  if (!row) throw new NotFoundError("No such restaurant in the directory");
  if (row.state !== "pending") throw new ConflictError(`${row.name} was already reviewed`);
  return row;
}

/** A waiting entry joins the directory as it is. */
export function listPendingRestaurant(id: number, by: AuditBy, now = clock.now()): RestaurantRow {
  return writeTransaction((tx) => {
    pendingOf(id, tx);
    const row = tx
      .update(restaurants)
      .set({ state: "listed", updatedAt: now.toISOString() })
      .where(eq(restaurants.id, id))
      .returning()
      .get();
    recordAudit(
      {
        actor: by.actor,
        action: "restaurant.listed",
        object: { type: "restaurant", id },
        clientAddress: by.clientAddress,
        detail: { city: row.cityName },
      },
      tx,
      now,
    );
    return row;
  });
}

/**
 * A waiting entry found to be a listed one: it is kept, marked merged into that one (so the same
 * name and address typed again lead there), and every pick and table naming it names the
 * listed entry instead.
 */
export function mergePendingRestaurant(
  id: number,
  intoId: number,
  by: AuditBy,
  now = clock.now(),
): { merged: RestaurantRow; into: RestaurantRow; picks: number } {
  return writeTransaction((tx) => {
    const merged = pendingOf(id, tx);
    const into = tx
      .select()
      .from(restaurants)
      .where(and(eq(restaurants.id, intoId), eq(restaurants.state, "listed")))
      .get();
    if (!into || into.cityName !== merged.cityName) {
      throw new NotFoundError(`No listed restaurant of ${merged.cityName} to merge ${merged.name} into`);
    }
    tx.update(restaurants)
      .set({ state: "merged", mergedIntoId: into.id, updatedAt: now.toISOString() })
      .where(eq(restaurants.id, id))
      .run();
    const picks = tx
      .update(recommendations)
      .set({ restaurantId: into.id })
      .where(eq(recommendations.restaurantId, id))
      .run().changes;
    tx.update(reservations).set({ restaurantId: into.id }).where(eq(reservations.restaurantId, id)).run();
    recordAudit(
      {
        actor: by.actor,
        action: "restaurant.merged",
        object: { type: "restaurant", id },
        clientAddress: by.clientAddress,
        detail: { into: into.id, picks },
      },
      tx,
      now,
    );
    return { merged, into, picks };
  });
}
