CREATE TABLE "reader_reading_hours" (
	"user_id" uuid NOT NULL,
	"day" date NOT NULL,
	"hour" smallint NOT NULL,
	"story_id" uuid NOT NULL,
	"seconds" integer DEFAULT 0 NOT NULL,
	"words" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "reader_reading_hours_pkey" PRIMARY KEY("user_id","day","hour","story_id"),
	CONSTRAINT "reader_reading_hours_counts_check" CHECK ("reader_reading_hours"."hour" between 0 and 23 and "reader_reading_hours"."seconds" >= 0 and "reader_reading_hours"."words" >= 0)
);
--> statement-breakpoint
ALTER TABLE "reader_reading_hours" ADD CONSTRAINT "reader_reading_hours_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reader_reading_hours" ADD CONSTRAINT "reader_reading_hours_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reader_reading_hours_story_idx" ON "reader_reading_hours" USING btree ("story_id");