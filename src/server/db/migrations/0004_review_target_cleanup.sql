-- reviews.target_id points into the table reviews.target_type names, so no foreign key can keep
-- it honest. These statement-level triggers do the foreign key's job: when stories, users,
-- templates or worlds rows go (directly or by cascade), their reviews go with them.
-- One set-based DELETE per statement keeps bulk deletes fast.
CREATE OR REPLACE FUNCTION delete_reviews_of_deleted_targets() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  -- TG_ARGV[0]: the reviews.target_type value; TG_ARGV[1]: the deleted table's key column.
  EXECUTE format(
    'DELETE FROM reviews WHERE target_type = %L AND target_id IN (SELECT %I FROM deleted_rows)',
    TG_ARGV[0], TG_ARGV[1]);
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER stories_delete_reviews AFTER DELETE ON stories
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION delete_reviews_of_deleted_targets('Story', 'story_id');--> statement-breakpoint
CREATE TRIGGER users_delete_reviews AFTER DELETE ON users
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION delete_reviews_of_deleted_targets('User', 'user_id');--> statement-breakpoint
CREATE TRIGGER templates_delete_reviews AFTER DELETE ON templates
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION delete_reviews_of_deleted_targets('Template', 'template_id');--> statement-breakpoint
CREATE TRIGGER worlds_delete_reviews AFTER DELETE ON worlds
  REFERENCING OLD TABLE AS deleted_rows FOR EACH STATEMENT
  EXECUTE FUNCTION delete_reviews_of_deleted_targets('World', 'world_id');
