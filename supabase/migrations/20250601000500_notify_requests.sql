-- Notify requests: "tell me when this title can be streamed", one per user and title.
create table public.notify_requests (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  media_type text not null check (media_type in ('movie', 'tv')),
  tmdb_id integer not null check (tmdb_id > 0),
  title text not null check (char_length(title) between 1 and 500),
  created_at timestamptz not null default now(),
  unique (user_id, media_type, tmdb_id)
);

alter table public.notify_requests enable row level security;

create policy "Users can view their own notify requests"
  on public.notify_requests for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can create their own notify requests"
  on public.notify_requests for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can delete their own notify requests"
  on public.notify_requests for delete to authenticated
  using ((select auth.uid()) = user_id);

revoke update, truncate on public.notify_requests from authenticated;
revoke all on public.notify_requests from anon;
