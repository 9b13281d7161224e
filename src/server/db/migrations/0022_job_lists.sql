CREATE TABLE "job_lists" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"customer" text,
	"vehicle" jsonb,
	"lines" jsonb NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "saved_list_articles" (
	"user_id" uuid NOT NULL,
	"list" text NOT NULL,
	"article_id" integer NOT NULL,
	"snapshot" jsonb NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "saved_list_articles_user_id_list_article_id_pk" PRIMARY KEY("user_id","list","article_id"),
	CONSTRAINT "saved_list_articles_list_check" CHECK ("saved_list_articles"."list" in ('wishlist', 'compare'))
);
--> statement-breakpoint
ALTER TABLE "job_lists" ADD CONSTRAINT "job_lists_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_articles" ADD CONSTRAINT "saved_list_articles_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "saved_list_articles" ADD CONSTRAINT "saved_list_articles_article_id_articles_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."articles"("article_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "job_lists_user_updated_idx" ON "job_lists" USING btree ("user_id","updated_at" DESC NULLS LAST);