CREATE TABLE "worlds" (
	"world_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"genre" text DEFAULT 'Fantasy' NOT NULL,
	"technology_level" text,
	"creator" uuid NOT NULL,
	"world_image" text,
	"geography" text,
	"cultures" text,
	"history" text,
	"rules_system" text,
	"privacy_level" text DEFAULT 'Private' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED NOT NULL,
	CONSTRAINT "worlds_name_length_check" CHECK (char_length("worlds"."name") between 1 and 120),
	CONSTRAINT "worlds_description_length_check" CHECK (char_length("worlds"."description") between 0 and 5000),
	CONSTRAINT "worlds_genre_check" CHECK ("worlds"."genre" in ('Fantasy', 'Sci-Fi', 'Modern', 'Historical', 'Horror', 'Universal')),
	CONSTRAINT "worlds_technology_level_check" CHECK ("worlds"."technology_level" in ('Stone Age', 'Bronze Age', 'Medieval', 'Renaissance', 'Industrial', 'Modern', 'Near Future', 'Far Future', 'Magitech')),
	CONSTRAINT "worlds_privacy_check" CHECK ("worlds"."privacy_level" in ('Private', 'Group Only', 'Public', 'Marketplace'))
);
--> statement-breakpoint
CREATE TABLE "stories" (
	"story_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"genre" text DEFAULT 'Fantasy' NOT NULL,
	"status" text DEFAULT 'Planning' NOT NULL,
	"created_by" uuid NOT NULL,
	"world_id" uuid,
	"content" text,
	"privacy_level" text DEFAULT 'Private' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"chapter_count" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2),
	"view_count" integer DEFAULT 0 NOT NULL,
	"cover_image" text,
	"published_at" timestamp with time zone,
	"publication_status" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("title", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED NOT NULL,
	CONSTRAINT "stories_title_length_check" CHECK (char_length("stories"."title") between 1 and 200),
	CONSTRAINT "stories_description_length_check" CHECK (char_length("stories"."description") between 0 and 5000),
	CONSTRAINT "stories_genre_check" CHECK ("stories"."genre" in ('Fantasy', 'Sci-Fi', 'Modern', 'Historical', 'Horror', 'Romance', 'Mystery', 'Adventure')),
	CONSTRAINT "stories_status_check" CHECK ("stories"."status" in ('Planning', 'Active', 'On Hold', 'Complete', 'Published', 'Archived')),
	CONSTRAINT "stories_privacy_check" CHECK ("stories"."privacy_level" in ('Public', 'Private')),
	CONSTRAINT "stories_publication_status_check" CHECK ("stories"."publication_status" in ('Published')),
	CONSTRAINT "stories_publication_consistent_check" CHECK (("stories"."publication_status" is null) = ("stories"."published_at" is null)
        and ("stories"."publication_status" is null or "stories"."privacy_level" = 'Public')),
	CONSTRAINT "stories_counts_check" CHECK ("stories"."word_count" >= 0 and "stories"."chapter_count" >= 0 and "stories"."view_count" >= 0),
	CONSTRAINT "stories_rating_check" CHECK ("stories"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "chapters" (
	"chapter_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"content" jsonb DEFAULT '{"type":"doc","content":[]}'::jsonb NOT NULL,
	"content_text" text DEFAULT '' NOT NULL,
	"word_count" integer DEFAULT 0 NOT NULL,
	"status" text DEFAULT 'draft' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chapters_story_position_key" UNIQUE("story_id","position"),
	CONSTRAINT "chapters_position_check" CHECK ("chapters"."position" >= 1),
	CONSTRAINT "chapters_title_length_check" CHECK (char_length("chapters"."title") between 0 and 200),
	CONSTRAINT "chapters_word_count_check" CHECK ("chapters"."word_count" >= 0),
	CONSTRAINT "chapters_status_check" CHECK ("chapters"."status" in ('draft', 'published')),
	CONSTRAINT "chapters_content_is_doc_check" CHECK ("chapters"."content" ->> 'type' = 'doc')
);
--> statement-breakpoint
CREATE TABLE "session_participants" (
	"session_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "session_participants_pkey" PRIMARY KEY("session_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"story_id" uuid NOT NULL,
	"session_date" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "story_collaborators" (
	"story_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'Collaborator' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "story_collaborators_pkey" PRIMARY KEY("story_id","user_id"),
	CONSTRAINT "story_collaborators_role_check" CHECK ("story_collaborators"."role" in ('Collaborator', 'Co-Author', 'Editor', 'Beta Reader'))
);
--> statement-breakpoint
CREATE TABLE "characters" (
	"character_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"personality_traits" text,
	"background" text,
	"owner" uuid NOT NULL,
	"character_image" text,
	"privacy_level" text DEFAULT 'Public' NOT NULL,
	"voice_patterns" text,
	"speaking_style" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED NOT NULL,
	CONSTRAINT "characters_name_length_check" CHECK (char_length("characters"."name") between 1 and 120),
	CONSTRAINT "characters_description_length_check" CHECK (char_length("characters"."description") between 0 and 5000),
	CONSTRAINT "characters_privacy_check" CHECK ("characters"."privacy_level" in ('Public', 'Semi-Private', 'Private', 'Secret'))
);
--> statement-breakpoint
CREATE TABLE "user_bookmarks" (
	"user_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"bookmarked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_bookmarks_pkey" PRIMARY KEY("user_id","story_id")
);
--> statement-breakpoint
CREATE TABLE "user_daily_activity" (
	"user_id" uuid NOT NULL,
	"activity_date" date NOT NULL,
	"reading_minutes" integer DEFAULT 0 NOT NULL,
	"stories_read" integer DEFAULT 0 NOT NULL,
	"sessions_participated" integer DEFAULT 0 NOT NULL,
	"reviews_written" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_daily_activity_pkey" PRIMARY KEY("user_id","activity_date"),
	CONSTRAINT "user_daily_activity_counts_check" CHECK ("user_daily_activity"."reading_minutes" >= 0 and "user_daily_activity"."stories_read" >= 0
        and "user_daily_activity"."sessions_participated" >= 0 and "user_daily_activity"."reviews_written" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_reading_progress" (
	"user_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"progress_percentage" numeric(5, 2) DEFAULT 0 NOT NULL,
	"last_read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"current_chapter" integer DEFAULT 1 NOT NULL,
	"reading_time_minutes" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "user_reading_progress_pkey" PRIMARY KEY("user_id","story_id"),
	CONSTRAINT "user_reading_progress_percentage_check" CHECK ("user_reading_progress"."progress_percentage" between 0 and 100),
	CONSTRAINT "user_reading_progress_chapter_check" CHECK ("user_reading_progress"."current_chapter" >= 1),
	CONSTRAINT "user_reading_progress_minutes_check" CHECK ("user_reading_progress"."reading_time_minutes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "user_story_ratings" (
	"user_id" uuid NOT NULL,
	"story_id" uuid NOT NULL,
	"rating" smallint NOT NULL,
	"rated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_story_ratings_pkey" PRIMARY KEY("user_id","story_id"),
	CONSTRAINT "user_story_ratings_rating_check" CHECK ("user_story_ratings"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "reviews" (
	"review_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"reviewer" uuid,
	"target_type" text NOT NULL,
	"target_id" uuid NOT NULL,
	"writing_quality" smallint,
	"creativity" smallint,
	"collaboration" smallint,
	"overall_rating" smallint NOT NULL,
	"review_text" text DEFAULT '' NOT NULL,
	"review_date" timestamp with time zone DEFAULT now() NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reviews_target_type_check" CHECK ("reviews"."target_type" in ('Story', 'User', 'Template', 'World')),
	CONSTRAINT "reviews_scores_check" CHECK ("reviews"."overall_rating" between 1 and 5
        and "reviews"."writing_quality" between 1 and 5
        and "reviews"."creativity" between 1 and 5
        and "reviews"."collaboration" between 1 and 5),
	CONSTRAINT "reviews_text_length_check" CHECK (char_length("reviews"."review_text") between 0 and 10000),
	CONSTRAINT "reviews_not_self_check" CHECK (not ("reviews"."target_type" = 'User' and "reviews"."target_id" = "reviews"."reviewer"))
);
--> statement-breakpoint
CREATE TABLE "user_comments" (
	"comment_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid,
	"story_id" uuid NOT NULL,
	"comment_text" text NOT NULL,
	"parent_comment_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_comments_text_length_check" CHECK (char_length("user_comments"."comment_text") between 1 and 5000),
	CONSTRAINT "user_comments_not_own_parent_check" CHECK ("user_comments"."parent_comment_id" <> "user_comments"."comment_id")
);
--> statement-breakpoint
CREATE TABLE "user_follows" (
	"follower_id" uuid NOT NULL,
	"following_id" uuid NOT NULL,
	"followed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_follows_pkey" PRIMARY KEY("follower_id","following_id"),
	CONSTRAINT "user_follows_not_self_check" CHECK ("user_follows"."follower_id" <> "user_follows"."following_id")
);
--> statement-breakpoint
CREATE TABLE "templates" (
	"template_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"type" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"content" text,
	"creator" uuid NOT NULL,
	"price" numeric(10, 2) DEFAULT 0 NOT NULL,
	"category" text,
	"downloads" integer DEFAULT 0 NOT NULL,
	"rating" numeric(3, 2),
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"search_vector" "tsvector" GENERATED ALWAYS AS (setweight(to_tsvector('english', coalesce("name", '')), 'A') || setweight(to_tsvector('english', coalesce("description", '')), 'B')) STORED NOT NULL,
	CONSTRAINT "templates_name_length_check" CHECK (char_length("templates"."name") between 1 and 120),
	CONSTRAINT "templates_description_length_check" CHECK (char_length("templates"."description") between 0 and 5000),
	CONSTRAINT "templates_type_check" CHECK ("templates"."type" in ('Story Structure', 'World Asset', 'Character Archetype', 'Scenario Pack')),
	CONSTRAINT "templates_category_check" CHECK ("templates"."category" in ('Fantasy', 'Sci-Fi', 'Modern', 'Historical', 'Horror', 'Romance', 'Mystery', 'Adventure', 'Universal')),
	CONSTRAINT "templates_price_check" CHECK ("templates"."price" >= 0),
	CONSTRAINT "templates_downloads_check" CHECK ("templates"."downloads" >= 0),
	CONSTRAINT "templates_rating_check" CHECK ("templates"."rating" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "group_members" (
	"group_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"role" text DEFAULT 'Member' NOT NULL,
	"joined_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "group_members_pkey" PRIMARY KEY("group_id","user_id"),
	CONSTRAINT "group_members_role_check" CHECK ("group_members"."role" in ('Admin', 'Moderator', 'Member'))
);
--> statement-breakpoint
CREATE TABLE "groups" (
	"group_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"name" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"creator" uuid NOT NULL,
	"category" text,
	"privacy_level" text DEFAULT 'Public' NOT NULL,
	"group_image" text,
	"member_count" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_activity" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "groups_name_length_check" CHECK (char_length("groups"."name") between 1 and 120),
	CONSTRAINT "groups_description_length_check" CHECK (char_length("groups"."description") between 0 and 5000),
	CONSTRAINT "groups_category_check" CHECK ("groups"."category" in ('Fantasy', 'Sci-Fi', 'Modern', 'Historical', 'Horror', 'Romance', 'Mystery', 'Adventure', 'Universal')),
	CONSTRAINT "groups_privacy_check" CHECK ("groups"."privacy_level" in ('Public', 'Private', 'Invite Only')),
	CONSTRAINT "groups_member_count_check" CHECK ("groups"."member_count" >= 0)
);
--> statement-breakpoint
CREATE TABLE "event_participants" (
	"event_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"status" text DEFAULT 'Registered' NOT NULL,
	"registered_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_participants_pkey" PRIMARY KEY("event_id","user_id"),
	CONSTRAINT "event_participants_status_check" CHECK ("event_participants"."status" in ('Registered', 'Attended', 'Withdrawn'))
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"type" text NOT NULL,
	"creator" uuid NOT NULL,
	"start_date" timestamp with time zone,
	"end_date" timestamp with time zone,
	"deadline" timestamp with time zone,
	"location" text,
	"max_participants" integer,
	"current_participants" integer DEFAULT 0 NOT NULL,
	"prize" text,
	"status" text DEFAULT 'Upcoming' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "events_title_length_check" CHECK (char_length("events"."title") between 1 and 200),
	CONSTRAINT "events_description_length_check" CHECK (char_length("events"."description") between 0 and 5000),
	CONSTRAINT "events_type_check" CHECK ("events"."type" in ('Writing Contest', 'Workshop', 'Writing Sprint', 'Meetup', 'Challenge')),
	CONSTRAINT "events_status_check" CHECK ("events"."status" in ('Upcoming', 'Active', 'Completed', 'Cancelled')),
	CONSTRAINT "events_dates_check" CHECK ("events"."end_date" >= "events"."start_date"),
	CONSTRAINT "events_participants_check" CHECK ("events"."current_participants" >= 0 and "events"."max_participants" >= 1
        and "events"."current_participants" <= "events"."max_participants")
);
--> statement-breakpoint
CREATE TABLE "user_aliases" (
	"alias_id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"alias" text NOT NULL,
	"visibility" text DEFAULT 'public' NOT NULL,
	"is_primary" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_aliases_lowercase_check" CHECK ("user_aliases"."alias" = lower("user_aliases"."alias")),
	CONSTRAINT "user_aliases_length_check" CHECK (char_length("user_aliases"."alias") between 3 and 30),
	CONSTRAINT "user_aliases_visibility_check" CHECK ("user_aliases"."visibility" in ('public', 'friends', 'private'))
);
--> statement-breakpoint
DROP INDEX "users_xp_idx";--> statement-breakpoint
ALTER TABLE "worlds" ADD CONSTRAINT "worlds_creator_users_user_id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_created_by_users_user_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stories" ADD CONSTRAINT "stories_world_id_worlds_world_id_fk" FOREIGN KEY ("world_id") REFERENCES "public"."worlds"("world_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_session_id_sessions_session_id_fk" FOREIGN KEY ("session_id") REFERENCES "public"."sessions"("session_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session_participants" ADD CONSTRAINT "session_participants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_collaborators" ADD CONSTRAINT "story_collaborators_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "story_collaborators" ADD CONSTRAINT "story_collaborators_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "characters" ADD CONSTRAINT "characters_owner_users_user_id_fk" FOREIGN KEY ("owner") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookmarks" ADD CONSTRAINT "user_bookmarks_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_bookmarks" ADD CONSTRAINT "user_bookmarks_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_daily_activity" ADD CONSTRAINT "user_daily_activity_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD CONSTRAINT "user_reading_progress_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_reading_progress" ADD CONSTRAINT "user_reading_progress_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_story_ratings" ADD CONSTRAINT "user_story_ratings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_story_ratings" ADD CONSTRAINT "user_story_ratings_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reviews" ADD CONSTRAINT "reviews_reviewer_users_user_id_fk" FOREIGN KEY ("reviewer") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_story_id_stories_story_id_fk" FOREIGN KEY ("story_id") REFERENCES "public"."stories"("story_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_comments" ADD CONSTRAINT "user_comments_parent_comment_id_user_comments_comment_id_fk" FOREIGN KEY ("parent_comment_id") REFERENCES "public"."user_comments"("comment_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_follower_id_users_user_id_fk" FOREIGN KEY ("follower_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_follows" ADD CONSTRAINT "user_follows_following_id_users_user_id_fk" FOREIGN KEY ("following_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "templates" ADD CONSTRAINT "templates_creator_users_user_id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_group_id_groups_group_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."groups"("group_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "group_members" ADD CONSTRAINT "group_members_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "groups" ADD CONSTRAINT "groups_creator_users_user_id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_event_id_events_event_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("event_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_participants" ADD CONSTRAINT "event_participants_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_creator_users_user_id_fk" FOREIGN KEY ("creator") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_aliases" ADD CONSTRAINT "user_aliases_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "worlds_creator_updated_idx" ON "worlds" USING btree ("creator","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "worlds_listed_updated_idx" ON "worlds" USING btree ("updated_at" DESC NULLS FIRST) WHERE "worlds"."privacy_level" in ('Public', 'Marketplace');--> statement-breakpoint
CREATE INDEX "worlds_name_trgm_idx" ON "worlds" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "worlds_description_trgm_idx" ON "worlds" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "worlds_search_idx" ON "worlds" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "stories_created_by_updated_idx" ON "stories" USING btree ("created_by","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stories_world_idx" ON "stories" USING btree ("world_id");--> statement-breakpoint
CREATE INDEX "stories_public_views_idx" ON "stories" USING btree ("view_count" DESC NULLS FIRST) WHERE "privacy_level" = 'Public';--> statement-breakpoint
CREATE INDEX "stories_public_published_idx" ON "stories" USING btree ("published_at" DESC NULLS FIRST) WHERE "privacy_level" = 'Public';--> statement-breakpoint
CREATE INDEX "stories_public_status_views_idx" ON "stories" USING btree ("status","view_count" DESC NULLS FIRST) WHERE "privacy_level" = 'Public' and "publication_status" is not null;--> statement-breakpoint
CREATE INDEX "stories_public_genre_views_idx" ON "stories" USING btree ("genre","view_count" DESC NULLS FIRST) WHERE "privacy_level" = 'Public';--> statement-breakpoint
CREATE INDEX "stories_updated_idx" ON "stories" USING btree ("updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "stories_title_trgm_idx" ON "stories" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stories_description_trgm_idx" ON "stories" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "stories_search_idx" ON "stories" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "session_participants_user_joined_idx" ON "session_participants" USING btree ("user_id","joined_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "sessions_story_date_idx" ON "sessions" USING btree ("story_id","session_date" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "story_collaborators_user_idx" ON "story_collaborators" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "characters_owner_updated_idx" ON "characters" USING btree ("owner","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "characters_public_updated_idx" ON "characters" USING btree ("updated_at" DESC NULLS FIRST) WHERE "characters"."privacy_level" = 'Public';--> statement-breakpoint
CREATE INDEX "characters_name_trgm_idx" ON "characters" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "characters_description_trgm_idx" ON "characters" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "characters_search_idx" ON "characters" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "user_bookmarks_user_recent_idx" ON "user_bookmarks" USING btree ("user_id","bookmarked_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_bookmarks_story_idx" ON "user_bookmarks" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "user_reading_progress_user_recent_idx" ON "user_reading_progress" USING btree ("user_id","last_read_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_reading_progress_story_idx" ON "user_reading_progress" USING btree ("story_id");--> statement-breakpoint
CREATE INDEX "user_story_ratings_story_idx" ON "user_story_ratings" USING btree ("story_id");--> statement-breakpoint
CREATE UNIQUE INDEX "reviews_one_per_reviewer_target_key" ON "reviews" USING btree ("reviewer","target_type","target_id");--> statement-breakpoint
CREATE INDEX "reviews_target_created_idx" ON "reviews" USING btree ("target_type","target_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "reviews_reviewer_created_idx" ON "reviews" USING btree ("reviewer","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_comments_story_created_idx" ON "user_comments" USING btree ("story_id","created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "user_comments_user_idx" ON "user_comments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "user_comments_parent_idx" ON "user_comments" USING btree ("parent_comment_id");--> statement-breakpoint
CREATE INDEX "user_follows_following_idx" ON "user_follows" USING btree ("following_id");--> statement-breakpoint
CREATE INDEX "templates_downloads_idx" ON "templates" USING btree ("downloads" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "templates_rating_idx" ON "templates" USING btree ("rating" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "templates_created_idx" ON "templates" USING btree ("created_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "templates_price_idx" ON "templates" USING btree ("price");--> statement-breakpoint
CREATE INDEX "templates_type_downloads_idx" ON "templates" USING btree ("type","downloads" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "templates_creator_updated_idx" ON "templates" USING btree ("creator","updated_at" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "templates_name_trgm_idx" ON "templates" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_description_trgm_idx" ON "templates" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "templates_search_idx" ON "templates" USING gin ("search_vector");--> statement-breakpoint
CREATE INDEX "group_members_user_idx" ON "group_members" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "groups_public_members_idx" ON "groups" USING btree ("member_count" DESC NULLS FIRST) WHERE "privacy_level" = 'Public';--> statement-breakpoint
CREATE INDEX "groups_category_members_idx" ON "groups" USING btree ("category","member_count" DESC NULLS FIRST);--> statement-breakpoint
CREATE INDEX "groups_creator_idx" ON "groups" USING btree ("creator");--> statement-breakpoint
CREATE INDEX "groups_name_trgm_idx" ON "groups" USING gin ("name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "groups_description_trgm_idx" ON "groups" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "event_participants_user_idx" ON "event_participants" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "events_deadline_idx" ON "events" USING btree ("deadline");--> statement-breakpoint
CREATE INDEX "events_type_deadline_idx" ON "events" USING btree ("type","deadline");--> statement-breakpoint
CREATE INDEX "events_status_deadline_idx" ON "events" USING btree ("status","deadline");--> statement-breakpoint
CREATE INDEX "events_creator_idx" ON "events" USING btree ("creator");--> statement-breakpoint
CREATE INDEX "events_title_trgm_idx" ON "events" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "events_description_trgm_idx" ON "events" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE UNIQUE INDEX "user_aliases_alias_lower_key" ON "user_aliases" USING btree (lower("alias"));--> statement-breakpoint
CREATE UNIQUE INDEX "user_aliases_one_primary_key" ON "user_aliases" USING btree ("user_id") WHERE "is_primary";--> statement-breakpoint
CREATE INDEX "user_aliases_user_idx" ON "user_aliases" USING btree ("user_id","is_primary" DESC NULLS FIRST,"created_at");--> statement-breakpoint
CREATE INDEX "user_aliases_public_trgm_idx" ON "user_aliases" USING gin ("alias" gin_trgm_ops) WHERE "visibility" = 'public';--> statement-breakpoint
CREATE INDEX "users_xp_idx" ON "users" USING btree ("experience_points" DESC NULLS FIRST);