CREATE TABLE `creator_payout_accounts` (
	`creator_id` integer PRIMARY KEY NOT NULL,
	`stripe_account_id` text NOT NULL,
	`payouts_enabled` integer DEFAULT false NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creator_payout_accounts_stripe_account_id_unique` ON `creator_payout_accounts` (`stripe_account_id`);--> statement-breakpoint
CREATE TABLE `creator_payouts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`creator_id` integer NOT NULL,
	`period` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`reservation_ids` text NOT NULL,
	`destination` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`stripe_transfer_id` text,
	`error` text,
	`run_id` integer,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `creator_payouts_creator_period_unique` ON `creator_payouts` (`creator_id`,`period`);--> statement-breakpoint
CREATE INDEX `creator_payouts_status_idx` ON `creator_payouts` (`status`);--> statement-breakpoint
CREATE TABLE `payout_run_lines` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`run_id` integer NOT NULL,
	`creator_id` integer NOT NULL,
	`outcome` text NOT NULL,
	`amount_cents` integer NOT NULL,
	`payout_id` integer,
	`reason` text,
	FOREIGN KEY (`run_id`) REFERENCES `payout_runs`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `payout_run_lines_run_idx` ON `payout_run_lines` (`run_id`);--> statement-breakpoint
CREATE TABLE `payout_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`period` text NOT NULL,
	`started_by` text NOT NULL,
	`started_at` text NOT NULL,
	`finished_at` text,
	`state` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `payout_runs_one_running` ON `payout_runs` (`state`) WHERE state = 'running';--> statement-breakpoint
ALTER TABLE `creator_earnings` ADD `payout_id` integer;