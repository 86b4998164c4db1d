DROP INDEX `self_billed_invoices_payout_unique`;--> statement-breakpoint
ALTER TABLE `self_billed_invoices` ADD `corrects_full_number` text;--> statement-breakpoint
ALTER TABLE `self_billed_invoices` ADD `correction_reason` text;--> statement-breakpoint
ALTER TABLE `self_billed_invoices` ADD `reversed_through_cents` integer;--> statement-breakpoint
CREATE UNIQUE INDEX `self_billed_invoices_correction_unique` ON `self_billed_invoices` (`corrects_full_number`,`reversed_through_cents`);--> statement-breakpoint
CREATE UNIQUE INDEX `self_billed_invoices_payout_unique` ON `self_billed_invoices` (`payout_id`) WHERE corrects_full_number is null;