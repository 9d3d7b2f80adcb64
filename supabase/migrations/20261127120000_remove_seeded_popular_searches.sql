-- Popular searches count what people opened, nothing else. 20250601000400 used to insert eight
-- titles with counts nobody made (Inception 3,205 … Wednesday 982); that insert is gone from it, so
-- a new database starts with none (runners record a migration's name, not its text, so databases
-- that ran it are unaffected). In those databases, take the invented counts back out of the eight
-- rows, keeping every click counted since, and delete the rows left with none.
with seeded (media_type, tmdb_id, count) as (
  values
    ('movie', 27205, 3205),
    ('tv', 66732, 2876),
    ('movie', 155, 2543),
    ('tv', 1396, 2198),
    ('movie', 603, 1874),
    ('tv', 2316, 1532),
    ('movie', 19995, 1267),
    ('tv', 119051, 982)
),
-- Both statements see the rows as they were: a row is either lowered or deleted, never both.
lowered as (
  update public.popular_searches as ps
    set count = ps.count - seeded.count
    from seeded
    where ps.media_type = seeded.media_type
      and ps.tmdb_id = seeded.tmdb_id
      and ps.count > seeded.count
)
delete from public.popular_searches as ps
  using seeded
  where ps.media_type = seeded.media_type
    and ps.tmdb_id = seeded.tmdb_id
    and ps.count <= seeded.count;
