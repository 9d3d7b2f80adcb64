-- Watchlist: each user's saved titles, one row per title.
create table public.watchlist (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  media_type text not null check (media_type in ('movie', 'tv')),
  tmdb_id integer not null check (tmdb_id > 0),
  title text not null check (char_length(title) between 1 and 500),
  poster_path text check (poster_path is null or char_length(poster_path) <= 500),
  release_year integer check (release_year is null or release_year between 1870 and 2200),
  added_at timestamptz not null default now(),
  unique (user_id, media_type, tmdb_id)
);

create index watchlist_user_added on public.watchlist (user_id, added_at desc);

alter table public.watchlist enable row level security;

create policy "Users can view their own watchlist"
  on public.watchlist for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can add to their own watchlist"
  on public.watchlist for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can update their own watchlist"
  on public.watchlist for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users can remove from their own watchlist"
  on public.watchlist for delete to authenticated
  using ((select auth.uid()) = user_id);

revoke all on public.watchlist from anon;
