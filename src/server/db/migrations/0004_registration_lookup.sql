-- Registration-number look-up. Demo plates of the embedded vehicle registry:
-- which catalogue variant(s) a plate is, filled by the catalogue loader (also for catalogues
-- loaded before this table existed). Several rows for one plate: the user chooses.
CREATE TABLE "demo_registrations" (
	"registration_number" text NOT NULL,
	"car_id" integer NOT NULL,
	"first_registration" date NOT NULL,
	CONSTRAINT "demo_registrations_registration_number_car_id_pk" PRIMARY KEY("registration_number","car_id")
);
--> statement-breakpoint
-- Answers of Statens vegvesen per plate (facts null: no such plate), kept a day and shared by
-- every server instance, so a plate asked again costs no quota.
CREATE TABLE "registry_lookups" (
	"registration_number" text PRIMARY KEY NOT NULL,
	"facts" jsonb,
	"fetched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "demo_registrations" ADD CONSTRAINT "demo_registrations_car_id_vehicles_car_id_fk" FOREIGN KEY ("car_id") REFERENCES "public"."vehicles"("car_id") ON DELETE cascade ON UPDATE no action;
