CREATE TABLE `meal_feedback` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`meal_position` integer NOT NULL,
	`reservation_id` integer,
	`rating` integer NOT NULL,
	`comment` text DEFAULT '' NOT NULL,
	`rated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reservation_id`) REFERENCES `reservations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meal_feedback_booking_meal_unique` ON `meal_feedback` (`booking_id`,`meal_position`);--> statement-breakpoint
CREATE INDEX `meal_feedback_reservation_idx` ON `meal_feedback` (`reservation_id`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `cancellation_note` text DEFAULT '' NOT NULL;