CREATE TABLE `booking_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`body` text NOT NULL,
	`author` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_notes_booking_idx` ON `booking_notes` (`booking_id`);--> statement-breakpoint
CREATE TABLE `reservations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`meal_position` integer NOT NULL,
	`recommendation_id` integer,
	`restaurant_name` text NOT NULL,
	`address` text NOT NULL,
	`maps_url` text,
	`local_date` text NOT NULL,
	`local_time` text NOT NULL,
	`time_zone` text NOT NULL,
	`starts_at` text NOT NULL,
	`party_size` integer NOT NULL,
	`table_name` text NOT NULL,
	`confirmation_code` text DEFAULT '' NOT NULL,
	`dish_tips` text DEFAULT '' NOT NULL,
	`traveller_note` text DEFAULT '' NOT NULL,
	`sequence` integer DEFAULT 0 NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`recommendation_id`) REFERENCES `recommendations`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `reservations_booking_meal_unique` ON `reservations` (`booking_id`,`meal_position`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `payment_requested_at` text;--> statement-breakpoint
ALTER TABLE `recommendations` ADD `meal_position` integer;