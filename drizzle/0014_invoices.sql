CREATE TABLE `invoice_counters` (
	`series` text PRIMARY KEY NOT NULL,
	`year` integer NOT NULL,
	`last_number` integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE `invoice_records` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`issuer_tax_id` text NOT NULL,
	`series_number` text NOT NULL,
	`issue_date` text NOT NULL,
	`type_code` text NOT NULL,
	`vat_breakdown` text NOT NULL,
	`tax_total` text NOT NULL,
	`amount_total` text NOT NULL,
	`previous_record_id` integer,
	`previous_hash` text NOT NULL,
	`generated_at` text NOT NULL,
	`software` text NOT NULL,
	`hash` text NOT NULL,
	`submission_status` text DEFAULT 'not_submitted' NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_records_invoice_unique` ON `invoice_records` (`invoice_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_records_previous_unique` ON `invoice_records` (`previous_record_id`);--> statement-breakpoint
CREATE TABLE `invoices` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`series` text NOT NULL,
	`year` integer NOT NULL,
	`number` integer NOT NULL,
	`full_number` text NOT NULL,
	`type` text NOT NULL,
	`booking_id` integer NOT NULL,
	`refund_id` integer,
	`issued_at` text NOT NULL,
	`issue_date` text NOT NULL,
	`operation_date` text NOT NULL,
	`description` text NOT NULL,
	`total_cents` integer NOT NULL,
	`base_cents` integer NOT NULL,
	`tax_cents` integer NOT NULL,
	`vat_rate` real NOT NULL,
	`currency` text DEFAULT 'EUR' NOT NULL,
	`corrects_invoice_id` integer,
	`correction_reason` text,
	`buyer_name` text,
	`buyer_tax_id` text,
	`buyer_address` text,
	`company_legal_name` text NOT NULL,
	`company_tax_id` text NOT NULL,
	`company_address` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_full_number_unique` ON `invoices` (`full_number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_series_number_unique` ON `invoices` (`series`,`number`);--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_one_simplified_per_booking` ON `invoices` (`booking_id`) WHERE type = 'simplified';--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_one_per_refund` ON `invoices` (`refund_id`);--> statement-breakpoint
CREATE INDEX `invoices_booking_idx` ON `invoices` (`booking_id`);--> statement-breakpoint
CREATE TRIGGER `invoices_no_update` BEFORE UPDATE ON `invoices`
BEGIN
	SELECT RAISE(ABORT, 'invoices are never changed: issue a corrective invoice');
END;
--> statement-breakpoint
CREATE TRIGGER `invoices_no_delete` BEFORE DELETE ON `invoices`
BEGIN
	SELECT RAISE(ABORT, 'invoices are never deleted: the law keeps them');
END;
--> statement-breakpoint
CREATE TRIGGER `invoice_records_no_update` BEFORE UPDATE ON `invoice_records`
BEGIN
	SELECT RAISE(ABORT, 'invoice_records is append-only: a registration record is never changed');
END;
--> statement-breakpoint
CREATE TRIGGER `invoice_records_no_delete` BEFORE DELETE ON `invoice_records`
BEGIN
	SELECT RAISE(ABORT, 'invoice_records is append-only: a registration record is never deleted');
END;
