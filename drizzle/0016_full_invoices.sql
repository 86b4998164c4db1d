ALTER TABLE `invoices` ADD `replaces_invoice_id` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `invoices_one_full_per_booking` ON `invoices` (`booking_id`) WHERE type = 'full';