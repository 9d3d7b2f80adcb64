-- Alerts: what changed in the catalog (availability_changes, from the catalog's /ww/changes or from
-- daily snapshots in TMDB mode), which catalog providers each service slug in
-- profiles.selected_services stands for, and the alerts the engine writes for each user.

create table public.streaming_services (
  slug text primary key check (slug ~ '^[a-z0-9-]{1,80}$'),
  name text not null check (char_length(name) between 1 and 200),
  provider_ids integer[] not null check (cardinality(provider_ids) between 1 and 20)
);

alter table public.streaming_services enable row level security;

create policy "Everyone can read streaming services"
  on public.streaming_services for select to anon, authenticated
  using (true);

revoke insert, update, delete, truncate on public.streaming_services from anon, authenticated;

-- The seven named platforms of the app (shared-core's NAMED_PLATFORMS), then every other service of
-- the catalog under the slug the onboarding grid stores for it (shared-core's serviceSlug).
insert into public.streaming_services (slug, name, provider_ids) values
  ('netflix', 'Netflix', '{8}'),
  ('amazon', 'Amazon Prime', '{9,119}'),
  ('disney', 'Disney+', '{337}'),
  ('hulu', 'Hulu', '{15}'),
  ('hbo', 'HBO Max', '{1899,384}'),
  ('apple', 'Apple TV+', '{350}'),
  ('paramount', 'Paramount+', '{531}'),
  ('peacock-premium', 'Peacock Premium', '{386}'),
  ('crunchyroll', 'Crunchyroll', '{283}'),
  ('starz', 'Starz', '{43}'),
  ('amc-plus', 'AMC+', '{526}'),
  ('britbox', 'BritBox', '{151}'),
  ('tubi-tv', 'Tubi TV', '{73}'),
  ('pluto-tv', 'Pluto TV', '{300}'),
  ('apple-tv', 'Apple TV', '{2}'),
  ('google-play-movies', 'Google Play Movies', '{3}'),
  ('amazon-video', 'Amazon Video', '{10}'),
  ('fandango-at-home', 'Fandango At Home', '{7}'),
  ('youtube', 'YouTube', '{192}'),
  ('microsoft-store', 'Microsoft Store', '{68}'),
  ('now', 'NOW', '{39}'),
  ('sky-go', 'Sky Go', '{29}'),
  ('sky-store', 'Sky Store', '{130}'),
  ('bbc-iplayer', 'BBC iPlayer', '{38}'),
  ('itvx', 'ITVX', '{41}'),
  ('channel-4', 'Channel 4', '{103}'),
  ('rakuten-tv', 'Rakuten TV', '{35}'),
  ('mubi', 'MUBI', '{11}'),
  ('crave', 'Crave', '{230}'),
  ('cbc-gem', 'CBC Gem', '{314}'),
  ('stan', 'Stan', '{21}'),
  ('binge', 'Binge', '{385}'),
  ('foxtel-now', 'Foxtel Now', '{134}'),
  ('abc-iview', 'ABC iview', '{135}'),
  ('sbs-on-demand', 'SBS On Demand', '{132}'),
  ('7plus', '7plus', '{246}'),
  ('wow', 'WOW', '{30}'),
  ('rtl-plus', 'RTL+', '{298}'),
  ('joyn', 'Joyn', '{304}'),
  ('ard-mediathek', 'ARD Mediathek', '{219}'),
  ('magentatv', 'MagentaTV', '{178}'),
  ('canal-plus', 'Canal+', '{381}'),
  ('france-tv', 'France TV', '{236}'),
  ('arte', 'Arte', '{234}'),
  ('orange-vod', 'Orange VOD', '{61}'),
  ('u-next', 'U-NEXT', '{84}'),
  ('danime-store', 'dAnime Store', '{85}'),
  ('abema', 'ABEMA', '{1860}'),
  ('wavve', 'wavve', '{356}'),
  ('tving', 'TVING', '{354}'),
  ('watcha', 'Watcha', '{97}'),
  ('coupang-play', 'Coupang Play', '{1881}'),
  ('hotstar', 'Hotstar', '{122}'),
  ('jiocinema', 'JioCinema', '{220}'),
  ('zee5', 'Zee5', '{232}'),
  ('sony-liv', 'Sony Liv', '{237}'),
  ('globoplay', 'Globoplay', '{307}'),
  ('claro-video', 'Claro video', '{167}')
;

create table public.availability_changes (
  id bigint generated always as identity primary key,
  media_type text not null check (media_type in ('movie', 'tv')),
  tmdb_id integer not null check (tmdb_id > 0),
  title text not null check (char_length(title) between 1 and 500),
  poster_path text check (poster_path is null or char_length(poster_path) <= 500),
  popularity real not null default 0,
  provider_id integer not null check (provider_id > 0),
  provider_name text not null check (char_length(provider_name) <= 200),
  region text not null check (region ~ '^[A-Z]{2}$'),
  monetization text not null check (monetization in ('flatrate', 'free', 'ads', 'rent', 'buy')),
  change text not null check (change in ('arrival', 'departure')),
  change_date date not null,
  recorded_at timestamptz not null default now(),
  unique (media_type, tmdb_id, provider_id, region, monetization, change, change_date)
);

create index availability_changes_day on public.availability_changes (change, change_date, region);

-- TMDB mode: the titles the engine looked up on a day (a title with no offer at all is still a
-- look) and the offers each had.
create table public.availability_snapshot_titles (
  snapshot_date date not null,
  media_type text not null check (media_type in ('movie', 'tv')),
  tmdb_id integer not null check (tmdb_id > 0),
  primary key (media_type, tmdb_id, snapshot_date)
);

create table public.availability_snapshots (
  snapshot_date date not null,
  media_type text not null check (media_type in ('movie', 'tv')),
  tmdb_id integer not null check (tmdb_id > 0),
  region text not null check (region ~ '^[A-Z]{2}$'),
  provider_id integer not null check (provider_id > 0),
  provider_name text not null,
  monetization text not null check (monetization in ('flatrate', 'free', 'ads', 'rent', 'buy')),
  title text not null,
  poster_path text,
  popularity real not null default 0,
  primary key (media_type, tmdb_id, snapshot_date, region, provider_id, monetization)
);

-- Only the engine (service role) reads or writes changes and snapshots.
alter table public.availability_changes enable row level security;
alter table public.availability_snapshot_titles enable row level security;
alter table public.availability_snapshots enable row level security;
revoke all on public.availability_changes, public.availability_snapshot_titles,
  public.availability_snapshots from anon, authenticated;

create table public.notifications (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (kind in ('available', 'new_on_service', 'leaving_soon', 'digest')),
  media_type text check (media_type in ('movie', 'tv')),
  tmdb_id integer check (tmdb_id > 0),
  title text not null check (char_length(title) between 1 and 500),
  poster_path text,
  provider_id integer,
  provider_name text,
  region text check (region is null or region ~ '^[A-Z]{2}$'),
  event_date date not null,
  created_at timestamptz not null default now(),
  read_at timestamptz,
  -- One alert per user, title, kind and event: running the engine twice creates nothing new.
  unique nulls not distinct (user_id, kind, media_type, tmdb_id, provider_id, event_date)
);

create index notifications_user_created on public.notifications (user_id, created_at desc);
create index notifications_user_unread on public.notifications (user_id) where read_at is null;

alter table public.notifications enable row level security;

create policy "Users can view their own notifications"
  on public.notifications for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can mark their own notifications read"
  on public.notifications for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

revoke all on public.notifications from anon;
revoke insert, update, delete, truncate on public.notifications from authenticated;
grant update (read_at) on public.notifications to authenticated;

create index notify_requests_title on public.notify_requests (media_type, tmdb_id);
create index watchlist_title on public.watchlist (media_type, tmdb_id);

-- Turns the snapshot of `p_as_of` into changes: an offer present now and absent from the title's
-- previous snapshot arrived today; one absent now and present before departed today. A title's
-- first snapshot only sets the baseline.
create function public.record_snapshot_changes(p_as_of date) returns integer
language sql
security definer
set search_path = ''
as $$
  with previous_day as (
    select looked.media_type, looked.tmdb_id, max(earlier.snapshot_date) as day
    from public.availability_snapshot_titles looked
    join public.availability_snapshot_titles earlier
      on earlier.media_type = looked.media_type and earlier.tmdb_id = looked.tmdb_id
      and earlier.snapshot_date < p_as_of
    where looked.snapshot_date = p_as_of
    group by looked.media_type, looked.tmdb_id
  ),
  today as (
    select s.* from public.availability_snapshots s
    join previous_day p using (media_type, tmdb_id)
    where s.snapshot_date = p_as_of
  ),
  before as (
    select s.* from public.availability_snapshots s
    join previous_day p on p.media_type = s.media_type and p.tmdb_id = s.tmdb_id
      and s.snapshot_date = p.day
  ),
  diff as (
    select t.*, 'arrival' as change from today t
    where not exists (
      select 1 from before b where b.media_type = t.media_type and b.tmdb_id = t.tmdb_id
        and b.region = t.region and b.provider_id = t.provider_id and b.monetization = t.monetization
    )
    union all
    select b.*, 'departure' from before b
    where not exists (
      select 1 from today t where b.media_type = t.media_type and b.tmdb_id = t.tmdb_id
        and b.region = t.region and b.provider_id = t.provider_id and b.monetization = t.monetization
    )
  ),
  inserted as (
    insert into public.availability_changes (
      media_type, tmdb_id, title, poster_path, popularity, provider_id, provider_name, region,
      monetization, change, change_date
    )
    select media_type, tmdb_id, title, poster_path, popularity, provider_id, provider_name, region,
      monetization, change, p_as_of
    from diff
    on conflict do nothing
    returning 1
  )
  select count(*)::integer from inserted;
$$;

-- Writes the alerts due on `p_as_of` (a UTC day) and returns the new ones. Set-based: one statement
-- matches every user at once. Rules (docs/alerts.md):
--   available      a title the user asked about with Notify Me (always) or has on their watchlist
--                  (while content_available is on) arrived in the last three days on one of their
--                  services in their country, or on any service there when they chose none;
--   new_on_service the most popular arrivals of the last three days of this week (weeks start on
--                  Monday) on their services (new_releases on; none for a user without services),
--                  at most five a week;
--   leaving_soon   a watchlist title leaves one of their services within 14 days (content_available on);
--   digest         Mondays, weekly_digest on: the week's count of arrivals and coming departures
--                  on their services (on any service in their country when they chose none).
-- Only subscription, free and ad-supported offers count: a title to rent is not "on" a service.
create function public.match_alerts(p_as_of date)
returns setof public.notifications
language sql
security definer
set search_path = ''
as $$
  with members as (
    select p.id as user_id, coalesce(p.selected_country, 'US') as region,
      cardinality(p.selected_services) = 0 as any_service,
      p.content_available, p.new_releases, p.weekly_digest
    from public.profiles p
  ),
  member_providers as (
    select p.id as user_id, unnest(s.provider_ids) as provider_id
    from public.profiles p
    join public.streaming_services s on s.slug = any (p.selected_services)
  ),
  changes as (
    select * from public.availability_changes
    where monetization in ('flatrate', 'free', 'ads')
      and change_date between p_as_of - 7 and p_as_of + 14
  ),
  recent_arrivals as (
    select * from changes where change = 'arrival' and change_date between p_as_of - 2 and p_as_of
  ),
  watched as (
    select user_id, media_type, tmdb_id from public.notify_requests
    union
    select w.user_id, w.media_type, w.tmdb_id from public.watchlist w
    join members m on m.user_id = w.user_id and m.content_available
  ),
  available as (
    select w.user_id, 'available' as kind, a.media_type, a.tmdb_id, a.title, a.poster_path,
      a.provider_id, a.provider_name, a.region, a.change_date as event_date
    from watched w
    join members m on m.user_id = w.user_id
    join recent_arrivals a on a.media_type = w.media_type and a.tmdb_id = w.tmdb_id
      and a.region = m.region
    where m.any_service or exists (
      select 1 from member_providers mp where mp.user_id = w.user_id and mp.provider_id = a.provider_id
    )
  ),
  leaving as (
    select w.user_id, 'leaving_soon' as kind, d.media_type, d.tmdb_id, d.title, d.poster_path,
      d.provider_id, d.provider_name, d.region, d.change_date as event_date
    from public.watchlist w
    join members m on m.user_id = w.user_id and m.content_available
    join changes d on d.change = 'departure' and d.change_date > p_as_of
      and d.media_type = w.media_type and d.tmdb_id = w.tmdb_id and d.region = m.region
    where m.any_service or exists (
      select 1 from member_providers mp where mp.user_id = w.user_id and mp.provider_id = d.provider_id
    )
  ),
  new_on_service_candidates as (
    select distinct on (mp.user_id, a.media_type, a.tmdb_id)
      mp.user_id, a.media_type, a.tmdb_id, a.title, a.poster_path, a.provider_id, a.provider_name,
      a.region, a.change_date, a.popularity
    from member_providers mp
    join members m on m.user_id = mp.user_id and m.new_releases
    join recent_arrivals a on a.provider_id = mp.provider_id and a.region = m.region
      and a.change_date >= date_trunc('week', p_as_of)::date
    where not exists (
      select 1 from watched w
      where w.user_id = mp.user_id and w.media_type = a.media_type and w.tmdb_id = a.tmdb_id
    )
    and not exists (
      select 1 from public.notifications n
      where n.user_id = mp.user_id and n.kind = 'new_on_service'
        and n.media_type = a.media_type and n.tmdb_id = a.tmdb_id
    )
    order by mp.user_id, a.media_type, a.tmdb_id, a.change_date desc, a.provider_id
  ),
  new_on_service_ranked as (
    select c.*,
      row_number() over (partition by c.user_id order by c.popularity desc, c.tmdb_id, c.media_type)
        as rank
    from new_on_service_candidates c
  ),
  week_sent as (
    select user_id, count(*) as sent from public.notifications
    where kind = 'new_on_service' and event_date >= date_trunc('week', p_as_of)::date
      and event_date <= p_as_of
    group by user_id
  ),
  new_on_service as (
    select r.user_id, 'new_on_service' as kind, r.media_type, r.tmdb_id, r.title, r.poster_path,
      r.provider_id, r.provider_name, r.region, r.change_date as event_date
    from new_on_service_ranked r
    left join week_sent s on s.user_id = r.user_id
    where r.rank <= 5 - coalesce(s.sent, 0)
  ),
  digest_counts as (
    select m.user_id, m.region, m.any_service,
      count(distinct (c.media_type, c.tmdb_id)) filter (
        where c.change = 'arrival' and c.change_date between p_as_of - 7 and p_as_of - 1
      ) as arrived,
      count(distinct (c.media_type, c.tmdb_id)) filter (
        where c.change = 'departure' and c.change_date between p_as_of and p_as_of + 13
      ) as leaving
    from members m
    join changes c on c.region = m.region
    where m.weekly_digest and extract(isodow from p_as_of) = 1
      and (m.any_service or exists (
        select 1 from member_providers mp where mp.user_id = m.user_id and mp.provider_id = c.provider_id
      ))
    group by m.user_id, m.region, m.any_service
  ),
  digest as (
    select user_id, 'digest' as kind, null::text as media_type, null::integer as tmdb_id,
      format('Your week: %s new on %s, %s leaving in the next two weeks', arrived,
        case when any_service then 'streaming' else 'your services' end, leaving) as title,
      null::text as poster_path, null::integer as provider_id, null::text as provider_name, region,
      p_as_of as event_date
    from digest_counts
    where arrived + leaving > 0
  )
  insert into public.notifications as n (
    user_id, kind, media_type, tmdb_id, title, poster_path, provider_id, provider_name, region,
    event_date
  )
  select * from available
  union all select * from leaving
  union all select * from new_on_service
  union all select * from digest
  on conflict do nothing
  returning n.*;
$$;

revoke execute on function public.match_alerts(date), public.record_snapshot_changes(date)
  from public, anon, authenticated;
grant execute on function public.match_alerts(date), public.record_snapshot_changes(date)
  to service_role;
