CREATE TABLE "author_brands" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"logo_image" text,
	"banner_image" text,
	"accent_color" text,
	"footer_line" text,
	"site_url" text,
	"newsletter_url" text,
	"white_label" boolean DEFAULT false NOT NULL,
	"embed_domains" text[] DEFAULT '{}'::text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_brands_accent_check" CHECK ("author_brands"."accent_color" ~ '^#[0-9a-f]{6}$'),
	CONSTRAINT "author_brands_footer_check" CHECK (char_length("author_brands"."footer_line") <= 140)
);
--> statement-breakpoint
ALTER TABLE "author_brands" ADD CONSTRAINT "author_brands_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_brands_logo_key_idx" ON "author_brands" USING btree (substring(regexp_replace("logo_image", '[?#].*$', '') from '[^/]+/[^/]+/[^/]+$')) WHERE "author_brands"."logo_image" is not null;--> statement-breakpoint
CREATE INDEX "author_brands_banner_key_idx" ON "author_brands" USING btree (substring(regexp_replace("banner_image", '[?#].*$', '') from '[^/]+/[^/]+/[^/]+$')) WHERE "author_brands"."banner_image" is not null;