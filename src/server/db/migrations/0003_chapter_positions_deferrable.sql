-- Chapter positions stay unique per story, but the check runs at the end of each statement
-- (DEFERRABLE INITIALLY IMMEDIATE) instead of row by row, so a single UPDATE can renumber a
-- story's chapters, and a transaction can SET CONSTRAINTS chapters_story_position_key DEFERRED
-- to reorder in several steps. PostgreSQL cannot alter a unique constraint's deferrability,
-- hence drop and re-add under the same name (the schema file declares it, without the flag).
ALTER TABLE "chapters" DROP CONSTRAINT "chapters_story_position_key";--> statement-breakpoint
ALTER TABLE "chapters" ADD CONSTRAINT "chapters_story_position_key" UNIQUE ("story_id", "position") DEFERRABLE INITIALLY IMMEDIATE;
