-- The shop's settings (GET /api/setting/settings): one row, id 1, held there by a check.
-- Opening hours and social links are jsonb lists, checked by the shared zod schema on read.
-- The demo shop's row is inserted on first start (seed/shop-settings.ts), not here.
CREATE TABLE "shop_settings" (
	"id" smallint PRIMARY KEY DEFAULT 1 NOT NULL,
	"company_name" text NOT NULL,
	"org_nr" text NOT NULL,
	"phone" text NOT NULL,
	"email" text NOT NULL,
	"street" text NOT NULL,
	"postcode" text NOT NULL,
	"city" text NOT NULL,
	"opening_hours" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"links" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "shop_settings_single_row_check" CHECK ("shop_settings"."id" = 1),
	CONSTRAINT "shop_settings_org_nr_check" CHECK ("shop_settings"."org_nr" ~ '^[0-9]{9}$'),
	CONSTRAINT "shop_settings_postcode_check" CHECK ("shop_settings"."postcode" ~ '^[0-9]{4}$')
);
