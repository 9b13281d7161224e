-- Server carts: carts with a version, their lines (one
-- per catalogue article, quantity 1–999; prices are never stored, every answer prices from the
-- catalogue), and the requests applied to them by Idempotency-Key with the answer given, so a
-- replayed request is answered again without being applied twice.
CREATE TABLE "cart_lines" (
	"cart_id" uuid NOT NULL,
	"article_id" integer NOT NULL,
	"position" smallint NOT NULL,
	"quantity" smallint NOT NULL,
	"version" integer NOT NULL,
	CONSTRAINT "cart_lines_cart_id_article_id_pk" PRIMARY KEY("cart_id","article_id"),
	CONSTRAINT "cart_lines_quantity_check" CHECK ("cart_lines"."quantity" between 1 and 999),
	CONSTRAINT "cart_lines_position_check" CHECK ("cart_lines"."position" >= 0)
);
--> statement-breakpoint
CREATE TABLE "cart_requests" (
	"key" text PRIMARY KEY NOT NULL,
	"cart_id" uuid NOT NULL,
	"body_hash" text NOT NULL,
	"response" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"version" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "carts_version_check" CHECK ("carts"."version" >= 1)
);
--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_lines" ADD CONSTRAINT "cart_lines_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "cart_requests" ADD CONSTRAINT "cart_requests_cart_id_carts_id_fk" FOREIGN KEY ("cart_id") REFERENCES "public"."carts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "carts" ADD CONSTRAINT "carts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cart_requests_cart_id_created_at_idx" ON "cart_requests" USING btree ("cart_id","created_at");--> statement-breakpoint
CREATE INDEX "carts_user_id_idx" ON "carts" USING btree ("user_id");