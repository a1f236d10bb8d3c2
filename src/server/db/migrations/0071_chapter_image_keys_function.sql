-- The upload keys of the images a chapter document shows: the `src` of every node of type
-- 'image', at any depth, cut to the key it ends in (its last three '/'-separated segments once any
-- query or fragment is cut, as uploadKeyInUrl does for an image column). IMMUTABLE (it reads only
-- its argument), so GIN indexes on chapters.content and chapter_versions.content can hold it: the
-- orphaned-upload sweep asks which of a batch of chapter-images keys any chapter or kept version
-- shows with index probes, not by reading every document.
CREATE OR REPLACE FUNCTION chapter_image_keys(doc jsonb) RETURNS text[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT coalesce(
    array_agg(DISTINCT substring(regexp_replace(src #>> '{}', '[?#].*$', '') from '[^/]+/[^/]+/[^/]+$'))
      FILTER (WHERE jsonb_typeof(src) = 'string'),
    '{}'
  )
  FROM jsonb_path_query(doc, 'lax $.** ? (@.type == "image").attrs.src') AS src
$$;
