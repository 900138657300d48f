CREATE TABLE `address_checks` (
	`email_hash` text PRIMARY KEY NOT NULL,
	`last_sent_at` integer NOT NULL,
	`declined` integer DEFAULT 0 NOT NULL
);
