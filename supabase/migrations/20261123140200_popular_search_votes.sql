-- Popular searches count clicks, not whatever a caller claims: a count carries only the title's
-- (media_type, tmdb_id); its title and poster come from the catalog (the record-popular-search
-- function looks them up), and each caller adds at most one count per title per minute.

-- Who counted which title last, for one minute: a signed-in user by id, a visitor by IP address.
-- Rows older than a minute are deleted at the next count, so addresses are not kept.
create table public.popular_search_votes (
  id bigint generated always as identity primary key,
  user_id uuid references auth.users (id) on delete cascade,
  client_ip text check (client_ip is null or char_length(client_ip) between 1 and 100),
  media_type text not null check (media_type in ('movie', 'tv')),
  tmdb_id integer not null check (tmdb_id > 0),
  voted_at timestamptz not null default now(),
  check ((user_id is null) <> (client_ip is null)),
  unique nulls not distinct (user_id, client_ip, media_type, tmdb_id)
);

create index popular_search_votes_voted_at on public.popular_search_votes (voted_at);

alter table public.popular_search_votes enable row level security;

revoke all on public.popular_search_votes from anon, authenticated;

-- +1 for a title. A new row takes the given title and poster; an existing row keeps its title and
-- poster (a missing poster is filled in). Only the service role may call it.
create or replace function public.increment_popular_search(
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
  values (p_tmdb_id, p_media_type, p_title, public.relative_poster_path(p_poster_path), 1)
  on conflict (media_type, tmdb_id) do update
    set count = ps.count + 1,
        poster_path = coalesce(ps.poster_path, excluded.poster_path),
        updated_at = now()
  returning * into result;
  return result;
end;
$$;

revoke execute on function public.increment_popular_search(integer, text, text, text)
  from public, anon, authenticated;
grant execute on function public.increment_popular_search(integer, text, text, text) to service_role;

-- One caller's click on a title, with the catalog's title and poster: the incremented row, or no
-- row when this caller already counted this title in the last minute. The caller is the user when
-- p_user_id is one, else the address p_client_ip. Only the service role may call it (the
-- record-popular-search function, after looking the title up).
create function public.record_popular_search(
  p_media_type text,
  p_tmdb_id integer,
  p_title text,
  p_poster_path text,
  p_user_id uuid,
  p_client_ip text
) returns setof public.popular_searches
language plpgsql
security definer
set search_path = ''
as $$
declare
  voter uuid;
  counted boolean;
begin
  -- A token can outlive its user (deleted account): such a caller counts by address.
  select id into voter from auth.users where id = p_user_id;
  delete from public.popular_search_votes where voted_at < now() - interval '1 minute';
  -- Concurrent clicks of one caller wait on the unique key; only the first finds no recent vote.
  insert into public.popular_search_votes as vote (user_id, client_ip, media_type, tmdb_id)
  values (voter, case when voter is null then p_client_ip end, p_media_type, p_tmdb_id)
  on conflict (user_id, client_ip, media_type, tmdb_id) do update
    set voted_at = now()
    where vote.voted_at < now() - interval '1 minute'
  returning true into counted;
  if counted then
    return next public.increment_popular_search(p_tmdb_id, p_media_type, p_title, p_poster_path);
  end if;
end;
$$;

revoke execute on function public.record_popular_search(text, integer, text, text, uuid, text)
  from public, anon, authenticated;
grant execute on function public.record_popular_search(text, integer, text, text, uuid, text)
  to service_role;
