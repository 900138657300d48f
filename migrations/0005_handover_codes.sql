CREATE TABLE `handover_codes` (
	`code_hash` text PRIMARY KEY NOT NULL,
	`match_id` text NOT NULL,
	`expires_at` integer NOT NULL
);
