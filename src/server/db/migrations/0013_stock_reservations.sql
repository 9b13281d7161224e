CREATE TABLE "article_changes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"article_id" integer NOT NULL,
	"changed_by" uuid,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"before" jsonb NOT NULL,
	"after" jsonb NOT NULL
);
--> statement-breakpoint
CREATE TABLE "stock_reservations" (
	"order_id" uuid NOT NULL,
	"article_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"state" text DEFAULT 'held' NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "stock_reservations_order_id_article_id_pk" PRIMARY KEY("order_id","article_id"),
	CONSTRAINT "stock_reservations_quantity_check" CHECK ("stock_reservations"."quantity" > 0),
	CONSTRAINT "stock_reservations_state_check" CHECK ("stock_reservations"."state" in ('held', 'converted', 'released'))
);
--> statement-breakpoint
ALTER TABLE "articles" ADD COLUMN "lead_time_days" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "article_changes" ADD CONSTRAINT "article_changes_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_changes" ADD CONSTRAINT "article_changes_changed_by_users_id_fk" FOREIGN KEY ("changed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_reservations" ADD CONSTRAINT "stock_reservations_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_changes_article_idx" ON "article_changes" USING btree ("article_id","changed_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_reservations_held_idx" ON "stock_reservations" USING btree ("article_id","expires_at") WHERE "stock_reservations"."state" = 'held';--> statement-breakpoint
ALTER TABLE "articles" ADD CONSTRAINT "articles_lead_time_days_check" CHECK ("articles"."lead_time_days" between 0 and 365);