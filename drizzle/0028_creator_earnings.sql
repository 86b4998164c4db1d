CREATE TABLE `creator_earnings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`creator_id` integer NOT NULL,
	`booking_id` integer NOT NULL,
	`reservation_id` integer NOT NULL,
	`recommendation_id` integer NOT NULL,
	`meal_position` integer NOT NULL,
	`restaurant_name` text NOT NULL,
	`kind` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`rate_id` integer,
	`at` text NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creator_earnings_reservation_kind_unique` ON `creator_earnings` (`reservation_id`,`kind`);--> statement-breakpoint
CREATE INDEX `creator_earnings_creator_idx` ON `creator_earnings` (`creator_id`,`at`);--> statement-breakpoint
CREATE INDEX `creator_earnings_booking_idx` ON `creator_earnings` (`booking_id`);--> statement-breakpoint
CREATE TABLE `creator_rates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_name` text,
	`amount_cents` integer NOT NULL,
	`applies_from` text NOT NULL,
	`set_by` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `creator_rates_city_from_idx` ON `creator_rates` (`city_name`,`applies_from`);--> statement-breakpoint
CREATE TRIGGER `creator_earnings_no_update` BEFORE UPDATE ON `creator_earnings`
BEGIN
	SELECT RAISE(ABORT, 'creator_earnings is append-only: write a reversing entry instead');
END;
--> statement-breakpoint
CREATE TRIGGER `creator_earnings_no_delete` BEFORE DELETE ON `creator_earnings`
BEGIN
	SELECT RAISE(ABORT, 'creator_earnings is append-only: an earning is never deleted');
END;
--> statement-breakpoint
CREATE TRIGGER `creator_rates_no_update` BEFORE UPDATE ON `creator_rates`
BEGIN
	SELECT RAISE(ABORT, 'creator_rates keeps its history: add a new rate instead');
END;
--> statement-breakpoint
CREATE TRIGGER `creator_rates_no_delete` BEFORE DELETE ON `creator_rates`
BEGIN
	SELECT RAISE(ABORT, 'creator_rates keeps its history: a rate is never deleted');
END;
