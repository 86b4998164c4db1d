-- The readable reference (decision 0039). Existing bookings get one derived from their internal
-- reference, deterministically: a backup restored from before this migration and migrated again
-- gets the codes already mailed. Its first 7 characters, upper-cased, with the letters people
-- misread (I L O U 0 1) mapped into the readable alphabet (domain/readable-reference.ts); the
-- default '' exists only so the column can be added NOT NULL to a table that has rows.
ALTER TABLE `bookings` ADD `readable_reference` text NOT NULL DEFAULT '';--> statement-breakpoint
UPDATE `bookings` SET `readable_reference` = 'SBM-' || substr(`code`, 1, 4) || '-' || substr(`code`, 5, 3)
FROM (SELECT `id` AS `bid`, replace(replace(replace(replace(replace(replace(upper(`reference`), 'I', 'J'), 'L', 'K'), 'O', 'Q'), 'U', 'V'), '0', 'W'), '1', 'X') AS `code` FROM `bookings`) AS `derived`
WHERE `bookings`.`id` = `derived`.`bid`;--> statement-breakpoint
ALTER TABLE `bookings` ADD `contacted_at` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `contacted_by_staff_id` integer REFERENCES staff(id);--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_readable_reference_unique` ON `bookings` (`readable_reference`);
