ALTER TABLE `digest_sent` ADD `claim` integer;--> statement-breakpoint
ALTER TABLE `digest_sent` ADD `sending` integer;