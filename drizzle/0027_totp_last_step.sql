ALTER TABLE `staff` ADD `totp_last_step` integer;--> statement-breakpoint
-- A code accepted just before this migration keeps being refused: its step, or the one after
-- (one step of drift either side was accepted), counts as used.
UPDATE `staff` SET `totp_last_step` = CAST(strftime('%s', `totp_last_code_at`) AS INTEGER) / 30 + 1 WHERE `totp_last_code_at` IS NOT NULL;--> statement-breakpoint
ALTER TABLE `staff` DROP COLUMN `totp_last_code`;--> statement-breakpoint
ALTER TABLE `staff` DROP COLUMN `totp_last_code_at`;
