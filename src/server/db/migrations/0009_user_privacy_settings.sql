CREATE TABLE "user_privacy_settings" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"profile_visibility" text DEFAULT 'public' NOT NULL,
	"who_can_follow" text DEFAULT 'everyone' NOT NULL,
	"who_can_comment" text DEFAULT 'everyone' NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_privacy_settings_profile_visibility_check" CHECK ("user_privacy_settings"."profile_visibility" in ('public', 'followers', 'private')),
	CONSTRAINT "user_privacy_settings_who_can_follow_check" CHECK ("user_privacy_settings"."who_can_follow" in ('everyone', 'nobody')),
	CONSTRAINT "user_privacy_settings_who_can_comment_check" CHECK ("user_privacy_settings"."who_can_comment" in ('everyone', 'followers', 'nobody'))
);
--> statement-breakpoint
ALTER TABLE "user_privacy_settings" ADD CONSTRAINT "user_privacy_settings_user_id_users_user_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("user_id") ON DELETE cascade ON UPDATE no action;