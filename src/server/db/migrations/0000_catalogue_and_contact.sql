CREATE TABLE "article_vehicles" (
	"article_id" integer NOT NULL,
	"car_id" integer NOT NULL,
	CONSTRAINT "article_vehicles_article_id_car_id_pk" PRIMARY KEY("article_id","car_id")
);
--> statement-breakpoint
CREATE TABLE "articles" (
	"article_id" integer PRIMARY KEY NOT NULL,
	"article_number" text NOT NULL,
	"mfr_name" text NOT NULL,
	"article_name_no" text NOT NULL,
	"article_name_en" text NOT NULL,
	"part_type_id" integer NOT NULL,
	"price" integer NOT NULL,
	"discount" integer DEFAULT 0 NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"ean" text,
	"rating" smallint DEFAULT 0 NOT NULL,
	"reviews" integer DEFAULT 0 NOT NULL,
	"tags" text[] DEFAULT '{}'::text[] NOT NULL,
	CONSTRAINT "articles_mfr_name_article_number_key" UNIQUE("mfr_name","article_number"),
	CONSTRAINT "articles_price_check" CHECK ("articles"."price" >= 0),
	CONSTRAINT "articles_discount_check" CHECK ("articles"."discount" between 0 and "articles"."price"),
	CONSTRAINT "articles_stock_check" CHECK ("articles"."stock" >= 0),
	CONSTRAINT "articles_rating_check" CHECK ("articles"."rating" between 0 and 5)
);
--> statement-breakpoint
CREATE TABLE "categories" (
	"slug" text PRIMARY KEY NOT NULL,
	"name_no" text NOT NULL,
	"name_en" text NOT NULL,
	"parent_slug" text,
	"part_type_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"sort_index" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"subject" text,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "manufacturers" (
	"manu_id" integer PRIMARY KEY NOT NULL,
	"manu_name" text NOT NULL,
	CONSTRAINT "manufacturers_manu_name_unique" UNIQUE("manu_name")
);
--> statement-breakpoint
CREATE TABLE "model_series" (
	"model_id" integer PRIMARY KEY NOT NULL,
	"manu_id" integer NOT NULL,
	"modelname" text NOT NULL,
	"year_of_constr_from" integer NOT NULL,
	"year_of_constr_to" integer
);
--> statement-breakpoint
CREATE TABLE "vehicles" (
	"car_id" integer PRIMARY KEY NOT NULL,
	"model_id" integer NOT NULL,
	"type_name" text NOT NULL,
	"year_of_constr_from" integer NOT NULL,
	"year_of_constr_to" integer,
	"ccm_tech" integer,
	"power_kw_from" integer NOT NULL,
	"power_hp_from" integer NOT NULL,
	"fuel" text NOT NULL,
	"motor_code" text
);
--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD CONSTRAINT "article_vehicles_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "article_vehicles" ADD CONSTRAINT "article_vehicles_car_id_vehicles_car_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("car_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "categories" ADD CONSTRAINT "categories_parent_slug_categories_slug_fk" FOREIGN KEY ("parent_slug") REFERENCES "public"."categories"("slug") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "model_series" ADD CONSTRAINT "model_series_manu_id_manufacturers_manu_id_fk" FOREIGN KEY ("manu_id") REFERENCES "public"."manufacturers"("manu_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicles" ADD CONSTRAINT "vehicles_model_id_model_series_model_id_fk" FOREIGN KEY ("model_id") REFERENCES "public"."model_series"("model_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "article_vehicles_car_id_idx" ON "article_vehicles" USING btree ("car_id");--> statement-breakpoint
CREATE INDEX "articles_article_number_idx" ON "articles" USING btree ("article_number");--> statement-breakpoint
CREATE INDEX "articles_part_type_id_idx" ON "articles" USING btree ("part_type_id");--> statement-breakpoint
CREATE INDEX "categories_parent_slug_idx" ON "categories" USING btree ("parent_slug");--> statement-breakpoint
CREATE INDEX "model_series_manu_id_idx" ON "model_series" USING btree ("manu_id");--> statement-breakpoint
CREATE INDEX "vehicles_model_id_idx" ON "vehicles" USING btree ("model_id");