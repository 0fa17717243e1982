CREATE TABLE "faqs" (
	"id" text PRIMARY KEY NOT NULL,
	"section" text NOT NULL,
	"sort_order" integer NOT NULL,
	"question_en" text NOT NULL,
	"question_zh_hk" text NOT NULL,
	"question_zh_cn" text NOT NULL,
	"answer_en" text NOT NULL,
	"answer_zh_hk" text NOT NULL,
	"answer_zh_cn" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "news" (
	"id" text PRIMARY KEY NOT NULL,
	"published_at" timestamp with time zone NOT NULL,
	"category" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh_hk" text NOT NULL,
	"title_zh_cn" text NOT NULL,
	"summary_en" text NOT NULL,
	"summary_zh_hk" text NOT NULL,
	"summary_zh_cn" text NOT NULL,
	"body_en" text NOT NULL,
	"body_zh_hk" text NOT NULL,
	"body_zh_cn" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "system_notifications" (
	"id" text PRIMARY KEY NOT NULL,
	"level" text NOT NULL,
	"title_en" text NOT NULL,
	"title_zh_hk" text NOT NULL,
	"title_zh_cn" text NOT NULL,
	"body_en" text NOT NULL,
	"body_zh_hk" text NOT NULL,
	"body_zh_cn" text NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "faqs_section_order_idx" ON "faqs" USING btree ("section","sort_order");--> statement-breakpoint
CREATE INDEX "news_published_idx" ON "news" USING btree ("published_at");--> statement-breakpoint
CREATE INDEX "system_notifications_window_idx" ON "system_notifications" USING btree ("starts_at","ends_at");