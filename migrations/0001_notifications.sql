CREATE TABLE `inbound_mail` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`at` integer NOT NULL,
	`sender` text NOT NULL,
	`recipient` text NOT NULL,
	`match_id` text,
	`seat` integer,
	`outcome` text NOT NULL,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `inbound_mail_at` ON `inbound_mail` (`at`);--> statement-breakpoint
CREATE TABLE `signin_requests` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`last_at` integer NOT NULL,
	`opted_out` integer DEFAULT 0 NOT NULL
);
