CREATE TABLE `itineraries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`version` integer NOT NULL,
	`document` text NOT NULL,
	`sent_at` text NOT NULL,
	`pdf_version` integer,
	`pdf_sealed` blob,
	`pdf_sha256` text,
	`pdf_bytes` integer,
	`render_ms` integer,
	`rendered_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `itineraries_booking_unique` ON `itineraries` (`booking_id`);--> statement-breakpoint
ALTER TABLE `reservations` DROP COLUMN `sequence`;