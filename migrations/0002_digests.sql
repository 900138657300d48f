CREATE TABLE `digest_parts` (
	`email_hash` text NOT NULL,
	`email` text NOT NULL,
	`lang` text NOT NULL,
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`at` integer NOT NULL,
	PRIMARY KEY(`email_hash`, `match_id`, `seat`)
);
--> statement-breakpoint
CREATE INDEX `digest_parts_at` ON `digest_parts` (`at`);--> statement-breakpoint
CREATE TABLE `digest_sent` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`last_at` integer NOT NULL,
	`refs` text NOT NULL
);
