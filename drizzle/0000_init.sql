CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`reference` text NOT NULL,
	`idempotency_key` text,
	`region_code` text NOT NULL,
	`city_name` text NOT NULL,
	`check_in` text NOT NULL,
	`check_out` text NOT NULL,
	`reservations` integer NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`country_code` text NOT NULL,
	`phone_country` text NOT NULL,
	`phone_number` text NOT NULL,
	`phone` text NOT NULL,
	`base_price_cents` integer NOT NULL,
	`included_reservations` integer NOT NULL,
	`extra_price_cents` integer NOT NULL,
	`extra_count` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`currency` text DEFAULT 'eur' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`payment_status` text NOT NULL,
	`requires_payment` integer NOT NULL,
	`stripe_session_id` text,
	`payment_intent_id` text,
	`amount_paid_cents` integer,
	`paid_at` text,
	`budget_per_meal` text,
	`preferences` text,
	`dietary` text,
	`assigned_creator_id` integer,
	`airtable_synced` integer DEFAULT false NOT NULL,
	`last_webhook_sent_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`assigned_creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_reference_unique` ON `bookings` (`reference`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_idempotency_key_unique` ON `bookings` (`idempotency_key`);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_stripe_session_unique` ON `bookings` (`stripe_session_id`);--> statement-breakpoint
CREATE INDEX `bookings_created_at_idx` ON `bookings` (`created_at`);--> statement-breakpoint
CREATE INDEX `bookings_city_idx` ON `bookings` (`region_code`,`city_name`);--> statement-breakpoint
CREATE INDEX `bookings_assigned_creator_idx` ON `bookings` (`assigned_creator_id`);--> statement-breakpoint
CREATE TABLE `creators` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`city` text NOT NULL,
	`instagram` text NOT NULL,
	`tiktok` text,
	`status` text DEFAULT 'pending' NOT NULL,
	`applied_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`approved_at` text,
	`rejected_at` text,
	`password_hash` text,
	`set_password_token_hash` text,
	`set_password_expires_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creators_email_unique` ON `creators` (`email`);--> statement-breakpoint
CREATE INDEX `creators_applied_at_idx` ON `creators` (`applied_at`);--> statement-breakpoint
CREATE TABLE `outbox` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`payload` text NOT NULL,
	`booking_id` integer,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`delivered_at` text,
	`failed_at` text,
	`last_error` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `outbox_due_idx` ON `outbox` (`delivered_at`,`failed_at`,`next_attempt_at`);--> statement-breakpoint
CREATE TABLE `recommendations` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`creator_id` integer NOT NULL,
	`restaurant_name` text NOT NULL,
	`google_maps_link` text NOT NULL,
	`dish_suggestion` text NOT NULL,
	`submitted_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `recommendations_booking_idx` ON `recommendations` (`booking_id`);--> statement-breakpoint
CREATE INDEX `recommendations_creator_idx` ON `recommendations` (`creator_id`);--> statement-breakpoint
CREATE TABLE `stripe_events` (
	`id` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`received_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
