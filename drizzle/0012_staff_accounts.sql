CREATE TABLE `audit_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` text NOT NULL,
	`actor_staff_id` integer,
	`actor_label` text NOT NULL,
	`role` text,
	`action` text NOT NULL,
	`object_type` text,
	`object_id` text,
	`client_address` text,
	`outcome` text NOT NULL,
	`detail` text,
	FOREIGN KEY (`actor_staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `audit_events_at_idx` ON `audit_events` (`at`);--> statement-breakpoint
CREATE INDEX `audit_events_actor_idx` ON `audit_events` (`actor_staff_id`,`id`);--> statement-breakpoint
CREATE INDEX `audit_events_object_idx` ON `audit_events` (`object_type`,`object_id`,`id`);--> statement-breakpoint
CREATE TABLE `audit_retention_runs` (
	`id` integer PRIMARY KEY NOT NULL,
	`cutoff` text NOT NULL
);
--> statement-breakpoint
CREATE TABLE `staff` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`password_hash` text,
	`role` text NOT NULL,
	`status` text DEFAULT 'invited' NOT NULL,
	`language` text DEFAULT 'en' NOT NULL,
	`totp_secret_sealed` text,
	`totp_enabled_at` text,
	`totp_last_code` text,
	`totp_last_code_at` text,
	`set_password_token_hash` text,
	`set_password_expires_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `staff_email_unique` ON `staff` (lower("email"));--> statement-breakpoint
CREATE UNIQUE INDEX `staff_set_password_token_unique` ON `staff` (`set_password_token_hash`);--> statement-breakpoint
CREATE TABLE `staff_recovery_codes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`staff_id` integer NOT NULL,
	`code_hash` text NOT NULL,
	`used_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `staff_recovery_codes_staff_idx` ON `staff_recovery_codes` (`staff_id`);--> statement-breakpoint
ALTER TABLE `bookings` ADD `assigned_staff_id` integer REFERENCES staff(id) ON DELETE set null;--> statement-breakpoint
CREATE INDEX `bookings_assigned_staff_idx` ON `bookings` (`assigned_staff_id`);--> statement-breakpoint
/* The audit log is append-only (decision 0031): no row is ever changed, and none is deleted
   unless the retention job's run row is open and the row is older than its cutoff. */
CREATE TRIGGER `audit_events_no_update` BEFORE UPDATE ON `audit_events`
BEGIN
	SELECT RAISE(ABORT, 'audit_events is append-only: a row is never changed');
END;
--> statement-breakpoint
CREATE TRIGGER `audit_events_no_delete` BEFORE DELETE ON `audit_events`
WHEN NOT EXISTS (SELECT 1 FROM `audit_retention_runs` WHERE `cutoff` > OLD.`at`)
BEGIN
	SELECT RAISE(ABORT, 'audit_events is append-only: only the retention job deletes, and only rows older than its cutoff');
END;
