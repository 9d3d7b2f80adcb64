-- Popular searches: shared by everyone, readable by all, changed only through
-- increment_popular_search(), which adds exactly one per call.
create table public.popular_searches (
  id bigint generated always as identity primary key,
  tmdb_id integer not null check (tmdb_id > 0),
  media_type text not null check (media_type in ('movie', 'tv')),
  title text not null check (char_length(title) between 1 and 500),
  poster_path text check (poster_path is null or char_length(poster_path) <= 500),
  count integer not null default 0 check (count >= 0),
  updated_at timestamptz not null default now(),
  unique (media_type, tmdb_id)
);

create index popular_searches_count on public.popular_searches (count desc);

alter table public.popular_searches enable row level security;

create policy "Everyone can read popular searches"
  on public.popular_searches for select to anon, authenticated
  using (true);

revoke insert, update, delete, truncate on public.popular_searches from anon, authenticated;

create function public.increment_popular_search(
  p_tmdb_id integer,
  p_media_type text,
  p_title text,
  p_poster_path text default null
) returns public.popular_searches
language plpgsql
security definer
set search_path = ''
as $$
declare
  result public.popular_searches;
begin
  insert into public.popular_searches as ps (tmdb_id, media_type, title, poster_path, count)
  values (p_tmdb_id, p_media_type, p_title, p_poster_path, 1)
  on conflict (media_type, tmdb_id) do update
    set count = ps.count + 1,
        title = excluded.title,
        poster_path = coalesce(excluded.poster_path, ps.poster_path),
        updated_at = now()
  returning * into result;
  return result;
end;
$$;

revoke execute on function public.increment_popular_search(integer, text, text, text) from public;
grant execute on function public.increment_popular_search(integer, text, text, text)
  to anon, authenticated, service_role;
