CREATE TABLE `change_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`message_id` integer NOT NULL,
	`meal_position` integer NOT NULL,
	`new_date` text,
	`new_time` text,
	`new_party_size` integer,
	`status` text DEFAULT 'open' NOT NULL,
	`reply_message_id` integer,
	`resolved_by` integer,
	`resolved_at` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`message_id`) REFERENCES `conversation_messages`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reply_message_id`) REFERENCES `conversation_messages`(`id`) ON UPDATE no action ON DELETE set null,
	FOREIGN KEY (`resolved_by`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `change_requests_message_unique` ON `change_requests` (`message_id`);--> statement-breakpoint
CREATE INDEX `change_requests_booking_idx` ON `change_requests` (`booking_id`,`status`);--> statement-breakpoint
CREATE TABLE `conversation_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_id` integer NOT NULL,
	`author` text NOT NULL,
	`staff_id` integer,
	`body` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`read_at` text,
	`notified_at` text,
	FOREIGN KEY (`booking_id`) REFERENCES `bookings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`staff_id`) REFERENCES `staff`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE INDEX `conversation_messages_booking_idx` ON `conversation_messages` (`booking_id`,`id`);--> statement-breakpoint
CREATE INDEX `conversation_messages_unread_idx` ON `conversation_messages` (`author`,`read_at`);