-- Accounts and the vehicles each keeps (the garage). A garage row names a
-- catalogue variant by car_id only; its names are read from the catalogue. Deleting a user
-- or a variant deletes its garage rows.
CREATE TABLE "garage_vehicles" (
	"user_id" uuid NOT NULL,
	"car_id" integer NOT NULL,
	"year" smallint,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "garage_vehicles_user_id_car_id_pk" PRIMARY KEY("user_id","car_id")
);
--> statement-breakpoint
-- Secrets the server generates for itself (the session-token key when JWT_SECRET is unset),
-- shared by every instance on the same database.
CREATE TABLE "server_secrets" (
	"name" text PRIMARY KEY NOT NULL,
	"value" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- email is stored trimmed and lower-cased (checked), so the unique constraint is case-blind;
-- password_hash is an argon2id PHC string.
CREATE TABLE "users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"email" text NOT NULL,
	"password_hash" text NOT NULL,
	"role" text DEFAULT 'USER' NOT NULL,
	"first_name" text DEFAULT '' NOT NULL,
	"last_name" text DEFAULT '' NOT NULL,
	"phone" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_email_key" UNIQUE("email"),
	CONSTRAINT "users_email_normalized_check" CHECK ("users"."email" = lower(btrim("users"."email"))),
	CONSTRAINT "users_role_check" CHECK ("users"."role" in ('USER', 'ADMIN'))
);
--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "garage_vehicles" ADD CONSTRAINT "garage_vehicles_car_id_vehicles_car_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("car_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "garage_vehicles_user_added_idx" ON "garage_vehicles" USING btree ("user_id","added_at" DESC NULLS LAST);