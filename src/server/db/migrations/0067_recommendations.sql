CREATE TABLE "author_mutes" (
	"user_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "author_mutes_pkey" PRIMARY KEY("user_id","author_id"),
	CONSTRAINT "author_mutes_not_self_check" CHECK ("author_mutes"."user_id" <> "author_mutes"."author_id")
);
--> statement-breakpoint
CREATE TABLE "recommendation_job_state" (
	"name" text PRIMARY KEY NOT NULL,
	"watermark" timestamp with time zone NOT NULL,
	"stories_computed" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_neighbours" (
	"story_id" uuid NOT NULL,
	"neighbour_id" uuid NOT NULL,
	"score" real NOT NULL,
	CONSTRAINT "story_neighbours_pkey" PRIMARY KEY("story_id","neighbour_id")
);
--> statement-breakpoint
ALTER TABLE "author_mutes" ADD CONSTRAINT "author_mutes_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "author_mutes" ADD CONSTRAINT "author_mutes_author_id_users_user_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_neighbours" ADD CONSTRAINT "story_neighbours_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_neighbours" ADD CONSTRAINT "story_neighbours_neighbour_id_stories_story_id_fk" FOREIGN KEY ("neighbour_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "author_mutes_author_idx" ON "author_mutes" USING btree ("author_id");--> statement-breakpoint
CREATE INDEX "story_neighbours_neighbour_idx" ON "story_neighbours" USING btree ("neighbour_id");