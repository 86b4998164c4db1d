CREATE TABLE `restaurants` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`city_name` text NOT NULL,
	`name` text NOT NULL,
	`address` text NOT NULL,
	`maps_url` text,
	`latitude` real,
	`longitude` real,
	`phone` text DEFAULT '' NOT NULL,
	`website` text DEFAULT '' NOT NULL,
	`cuisine` text DEFAULT '' NOT NULL,
	`price_level` integer NOT NULL,
	`booking_method` text NOT NULL,
	`booking_details` text DEFAULT '' NOT NULL,
	`cancellation_terms` text DEFAULT '' NOT NULL,
	`no_show_terms` text DEFAULT '' NOT NULL,
	`team_notes` text DEFAULT '' NOT NULL,
	`opening_days` text DEFAULT '' NOT NULL,
	`dedupe_key` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `restaurants_dedupe_key_unique` ON `restaurants` (`dedupe_key`);--> statement-breakpoint
CREATE INDEX `restaurants_city_name_idx` ON `restaurants` (`city_name`,`name`);--> statement-breakpoint
ALTER TABLE `reservations` ADD `restaurant_id` integer;--> statement-breakpoint
CREATE INDEX `reservations_restaurant_idx` ON `reservations` (`restaurant_id`);