CREATE TABLE `creator_tax_details` (
	`creator_id` integer PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`legal_name` text NOT NULL,
	`address_line` text NOT NULL,
	`postal_code` text NOT NULL,
	`city` text NOT NULL,
	`country` text NOT NULL,
	`date_of_birth` text,
	`tin` text NOT NULL,
	`tin_country` text NOT NULL,
	`vat_number` text,
	`tax_status` text NOT NULL,
	`withholding_basis_points` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_by` text NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE TABLE `self_billed_counters` (
	`series` text PRIMARY KEY NOT NULL,
	`last_number` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `self_billed_invoice_pdfs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`pdf` blob NOT NULL,
	`sha256` text NOT NULL,
	`rendered_at` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `self_billed_invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `self_billed_invoice_pdfs_invoice_id_unique` ON `self_billed_invoice_pdfs` (`invoice_id`);--> statement-breakpoint
CREATE TABLE `self_billed_invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`creator_id` integer NOT NULL,
	`payout_id` integer NOT NULL,
	`series` text NOT NULL,
	`number` integer NOT NULL,
	`full_number` text NOT NULL,
	`issued_at` text NOT NULL,
	`issue_date` text NOT NULL,
	`period` text NOT NULL,
	`description` text NOT NULL,
	`base_cents` integer NOT NULL,
	`vat_basis_points` integer NOT NULL,
	`vat_cents` integer NOT NULL,
	`withholding_basis_points` integer NOT NULL,
	`withholding_cents` integer NOT NULL,
	`total_cents` integer NOT NULL,
	`tax_status` text NOT NULL,
	`seller_name` text NOT NULL,
	`seller_tax_id` text NOT NULL,
	`seller_address` text NOT NULL,
	`seller_country` text NOT NULL,
	`buyer_name` text NOT NULL,
	`buyer_tax_id` text NOT NULL,
	`buyer_address` text NOT NULL,
	`agreement_id` integer NOT NULL,
	`language` text NOT NULL,
	`previous_hash` text NOT NULL,
	`hash` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE no action,
	FOREIGN KEY (`payout_id`) REFERENCES `creator_payouts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `self_billed_invoices_full_number_unique` ON `self_billed_invoices` (`full_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `self_billed_invoices_series_number_unique` ON `self_billed_invoices` (`series`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `self_billed_invoices_payout_unique` ON `self_billed_invoices` (`payout_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `self_billed_invoices_previous_unique` ON `self_billed_invoices` (`previous_hash`);--> statement-breakpoint
CREATE INDEX `self_billed_invoices_creator_idx` ON `self_billed_invoices` (`creator_id`);--> statement-breakpoint
CREATE TABLE `self_billing_agreements` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`creator_id` integer NOT NULL,
	`version` text NOT NULL,
	`language` text NOT NULL,
	`wording` text NOT NULL,
	`accepted_at` text NOT NULL,
	FOREIGN KEY (`creator_id`) REFERENCES `creators`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `self_billing_agreements_creator_idx` ON `self_billing_agreements` (`creator_id`,`accepted_at`);--> statement-breakpoint
ALTER TABLE `recommendations` ADD `restaurant_id` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `state` text DEFAULT 'listed' NOT NULL;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `added_by_creator_id` integer;--> statement-breakpoint
ALTER TABLE `restaurants` ADD `merged_into_id` integer;--> statement-breakpoint
CREATE INDEX `restaurants_state_idx` ON `restaurants` (`state`);--> statement-breakpoint
CREATE TRIGGER `self_billing_agreements_no_update` BEFORE UPDATE ON `self_billing_agreements`
BEGIN
	SELECT RAISE(ABORT, 'self_billing_agreements is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `self_billing_agreements_no_delete` BEFORE DELETE ON `self_billing_agreements`
BEGIN
	SELECT RAISE(ABORT, 'self_billing_agreements is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `self_billed_invoices_no_update` BEFORE UPDATE ON `self_billed_invoices`
BEGIN
	SELECT RAISE(ABORT, 'self_billed_invoices is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `self_billed_invoices_no_delete` BEFORE DELETE ON `self_billed_invoices`
BEGIN
	SELECT RAISE(ABORT, 'self_billed_invoices is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `self_billed_invoice_pdfs_no_update` BEFORE UPDATE ON `self_billed_invoice_pdfs`
BEGIN
	SELECT RAISE(ABORT, 'self_billed_invoice_pdfs is append-only');
END;
--> statement-breakpoint
CREATE TRIGGER `self_billed_invoice_pdfs_no_delete` BEFORE DELETE ON `self_billed_invoice_pdfs`
BEGIN
	SELECT RAISE(ABORT, 'self_billed_invoice_pdfs is append-only');
END;
