ALTER TABLE "captcha_redemptions" ADD COLUMN "uses" integer DEFAULT 1 NOT NULL;
--> statement-breakpoint
-- Solutions recorded before this column opened one look-up each and are spent: they stay spent.
UPDATE "captcha_redemptions" SET "uses" = 10;
