CREATE TABLE `limit_events` (
	`scope` text NOT NULL,
	`key` text NOT NULL,
	`at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `limit_events_scope_key_at_idx` ON `limit_events` (`scope`,`key`,`at`);