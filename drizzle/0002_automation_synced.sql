ALTER TABLE `bookings` RENAME COLUMN `airtable_synced` TO `automation_synced`;
