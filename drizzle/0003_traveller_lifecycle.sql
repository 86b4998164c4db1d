CREATE TABLE `booking_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`from_status` text,
	`to_status` text NOT NULL,
	`actor` text NOT NULL,
	`actor_id` text,
	`note` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `booking_events_booking_idx` ON `booking_events` (`booking_id`,`id`);--> statement-breakpoint
CREATE TABLE `dietary_needs` (
	`booking_id` integer PRIMARY KEY NOT NULL,
	`needs` text NOT NULL,
	`other` text DEFAULT '' NOT NULL,
	`consented_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE TABLE `mail_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`outbox_id` integer,
	`booking_id` integer,
	`creator_id` integer,
	`type` text NOT NULL,
	`to_address` text NOT NULL,
	`subject` text NOT NULL,
	`html` text NOT NULL,
	`text` text NOT NULL,
	`attachments` text,
	`status` text NOT NULL,
	`message_id` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`outbox_id`) REFERENCES `outbox`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `mail_messages_created_idx` ON `mail_messages` (`created_at`);--> statement-breakpoint
CREATE TABLE `meals` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`position` integer NOT NULL,
	`date` text,
	`meal` text NOT NULL,
	`vibe` text NOT NULL,
	`cuisine` text DEFAULT '' NOT NULL,
	`budget_band` text NOT NULL,
	`party_size` integer NOT NULL,
	`occasion` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `meals_booking_position_unique` ON `meals` (`booking_id`,`position`);--> statement-breakpoint
CREATE TABLE `trip_links` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `trip_links_token_hash_unique` ON `trip_links` (`token_hash`);--> statement-breakpoint
CREATE INDEX `trip_links_booking_idx` ON `trip_links` (`booking_id`);--> statement-breakpoint
ALTER TABLE `outbox` ADD `dedupe_key` text;--> statement-breakpoint
ALTER TABLE `outbox` ADD `cancelled_at` text;--> statement-breakpoint
CREATE UNIQUE INDEX `outbox_dedupe_key_unique` ON `outbox` (`dedupe_key`);--> statement-breakpoint
UPDATE `bookings` SET `status` = 'paid' WHERE `status` = 'pending' AND `payment_status` = 'succeeded';--> statement-breakpoint
INSERT INTO `booking_events` (`booking_id`, `from_status`, `to_status`, `actor`, `note`, `created_at`)
SELECT `id`, NULL, 'pending', 'system', 'Booking created', `created_at` FROM `bookings`;--> statement-breakpoint
INSERT INTO `booking_events` (`booking_id`, `from_status`, `to_status`, `actor`, `note`, `created_at`)
SELECT `id`, 'pending', 'paid', 'system', 'Payment confirmed', COALESCE(`paid_at`, `updated_at`) FROM `bookings` WHERE `status` = 'paid';
