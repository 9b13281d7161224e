ALTER TABLE "users" ADD COLUMN "price_display" text;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_price_display_check" CHECK ("users"."price_display" in ('incl', 'excl'));