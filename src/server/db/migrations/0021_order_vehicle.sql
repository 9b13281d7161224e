ALTER TABLE "orders" ADD COLUMN "car_id" integer;--> statement-breakpoint
ALTER TABLE "orders" ADD COLUMN "vehicle_label" text;--> statement-breakpoint
CREATE INDEX "orders_user_id_car_id_created_at_idx" ON "orders" USING btree ("user_id","car_id","created_at");