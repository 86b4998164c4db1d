-- The free-text wishes on bookings were never written by the app; the traveller's wishes now live
-- per meal in `meals` and the party's dietary needs in `dietary_needs` (consented, erased after the trip).
ALTER TABLE `bookings` DROP COLUMN `budget_per_meal`;--> statement-breakpoint
ALTER TABLE `bookings` DROP COLUMN `preferences`;--> statement-breakpoint
ALTER TABLE `bookings` DROP COLUMN `dietary`;