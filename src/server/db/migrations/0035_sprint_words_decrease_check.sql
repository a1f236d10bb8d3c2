-- Custom SQL migration file, put your code below! --
-- add_sprint_words (sprint_net_words), cheaper for writers outside sprints: a decrease by a writer
-- who is not Registered in a running sprint first looks at the writer's own writing_log (their
-- last logged minute, a primary-key read) and only then at the running sprints, so a save by
-- someone who never took part in a sprint reads no events. Same rule as before.
CREATE OR REPLACE FUNCTION add_sprint_words(owner uuid, change integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  last_logged timestamptz;
BEGIN
  IF owner IS NULL OR change IS NULL OR change = 0 THEN
    RETURN;
  END IF;
  -- Logged while the owner is Registered in a running Writing Sprint.
  IF NOT EXISTS (
    SELECT 1 FROM event_participants p JOIN events e ON e.event_id = p.event_id
    WHERE p.user_id = owner AND p.status = 'Registered' AND e.type = 'Writing Sprint'
      AND e.status <> 'Cancelled' AND e.start_date <= now() AND e.end_date > now()
  ) THEN
    -- A decrease is logged also when the owner has words logged in a running sprint's window,
    -- so leaving a sprint to delete words and joining again does not count them twice.
    IF change > 0 THEN
      RETURN;
    END IF;
    SELECT max(w.minute) INTO last_logged FROM writing_log w WHERE w.user_id = owner;
    IF last_logged IS NULL OR NOT EXISTS (
      SELECT 1 FROM events e
      WHERE e.type = 'Writing Sprint' AND e.status <> 'Cancelled' AND e.start_date <= now() AND e.end_date > now()
        AND date_trunc('minute', e.start_date) <= last_logged
    ) THEN
      RETURN;
    END IF;
  END IF;
  INSERT INTO writing_log (user_id, minute, words) VALUES (owner, date_trunc('minute', now()), change)
  ON CONFLICT (user_id, minute) DO UPDATE SET words = writing_log.words + EXCLUDED.words;
END;
$$;
