CREATE TABLE "shared_lists" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"token_hash" text NOT NULL,
	"kind" text NOT NULL,
	"title" text,
	"vehicle" jsonb,
	"lines" jsonb NOT NULL,
	"owner_user_id" uuid,
	"owner_cart_hash" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "shared_lists_token_hash_unique" UNIQUE("token_hash"),
	CONSTRAINT "shared_lists_kind_check" CHECK ("shared_lists"."kind" in ('cart', 'job'))
);
--> statement-breakpoint
ALTER TABLE "shared_lists" ADD CONSTRAINT "shared_lists_owner_user_id_users_id_fk" FOREIGN KEY ("owner_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "shared_lists_owner_user_idx" ON "shared_lists" USING btree ("owner_user_id");