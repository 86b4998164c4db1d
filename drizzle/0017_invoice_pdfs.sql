CREATE TABLE `invoice_pdfs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`invoice_id` integer NOT NULL,
	`pdf` blob NOT NULL,
	`sha256` text NOT NULL,
	`bytes` integer NOT NULL,
	`rendered_at` text NOT NULL,
	FOREIGN KEY (`invoice_id`) REFERENCES `invoices`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE UNIQUE INDEX `invoice_pdfs_invoice_id_unique` ON `invoice_pdfs` (`invoice_id`);--> statement-breakpoint
CREATE TRIGGER `invoice_pdfs_no_update` BEFORE UPDATE ON `invoice_pdfs`
BEGIN
	SELECT RAISE(ABORT, 'invoice_pdfs is append-only: an invoice PDF is never changed');
END;
--> statement-breakpoint
CREATE TRIGGER `invoice_pdfs_no_delete` BEFORE DELETE ON `invoice_pdfs`
BEGIN
	SELECT RAISE(ABORT, 'invoice_pdfs is append-only: an invoice PDF is never deleted');
END;
