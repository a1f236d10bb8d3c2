-- Two writers tagging one story at once deadlocked (40P01): each insert into story_tags first
-- takes the foreign key's KEY SHARE lock on the stories row, and the trigger then asked for FOR
-- UPDATE, which conflicts with the other writer's KEY SHARE. FOR NO KEY UPDATE does not conflict
-- with KEY SHARE but does with itself, so the second writer still waits for the first to commit
-- and then reads its tags (the next statement sees them in READ COMMITTED). tag_ids is not a key
-- column, so the UPDATE below takes the same lock.
CREATE OR REPLACE FUNCTION sync_story_tag_ids() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  touched uuid[];
BEGIN
  IF TG_OP = 'INSERT' THEN
    SELECT array_agg(DISTINCT story_id) INTO touched FROM new_rows;
  ELSE
    SELECT array_agg(DISTINCT story_id) INTO touched FROM old_rows;
  END IF;
  IF touched IS NULL THEN
    RETURN NULL;
  END IF;
  PERFORM 1 FROM stories WHERE story_id = ANY (touched) ORDER BY story_id FOR NO KEY UPDATE;
  UPDATE stories s SET tag_ids = coalesce(
    (SELECT array_agg(st.tag_id ORDER BY st.tag_id) FROM story_tags st WHERE st.story_id = s.story_id),
    '{}'::uuid[])
  WHERE s.story_id = ANY (touched);
  RETURN NULL;
END;
$$;
