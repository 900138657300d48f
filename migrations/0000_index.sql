CREATE TABLE `matches` (
	`id` text PRIMARY KEY NOT NULL,
	`game` text NOT NULL,
	`variant` text,
	`status` text NOT NULL,
	`seats` integer NOT NULL,
	`active` text NOT NULL,
	`result` text,
	`seq` integer NOT NULL,
	`created_at` integer NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `matches_status` ON `matches` (`status`,`updated_at`);--> statement-breakpoint
CREATE TABLE `seats` (
	`match_id` text NOT NULL,
	`seat` integer NOT NULL,
	`name` text,
	`email` text,
	PRIMARY KEY(`match_id`, `seat`)
);
--> statement-breakpoint
CREATE INDEX `seats_email` ON `seats` (`email`);