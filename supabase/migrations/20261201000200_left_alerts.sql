-- A departure the engine sees only once it happened (TMDB mode: the day's snapshot lacks the
-- offer) can never be "leaving soon": it is a new kind of alert, `left` ("The Matrix has left
-- Netflix"), for a watchlist title that left one of my services in my country within the last
-- three days, under Content available, unless I was told it was leaving (the offline catalog
-- knows departures ahead, so there `leaving_soon` came first).
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in ('available', 'new_on_service', 'leaving_soon', 'left', 'digest'));

-- public.match_alerts (20261123180000) with the `left` rule:
--   left           a watchlist title left one of their services in their country in the last
--                  three days and no leaving_soon alert told them (content_available on).
create or replace function public.match_alerts(p_as_of date)
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
  gone as (
    select w.user_id, 'left' as kind, d.media_type, d.tmdb_id, d.title, d.poster_path,
      d.provider_id, d.provider_name, d.region, d.change_date as event_date
    from public.watchlist w
    join members m on m.user_id = w.user_id and m.content_available
    join changes d on d.change = 'departure' and d.change_date between p_as_of - 2 and p_as_of
      and d.media_type = w.media_type and d.tmdb_id = w.tmdb_id and d.region = m.region
    where (m.any_service or exists (
      select 1 from member_providers mp where mp.user_id = w.user_id and mp.provider_id = d.provider_id
    ))
    and not exists (
      select 1 from public.notifications n
      where n.user_id = w.user_id and n.kind = 'leaving_soon' and n.media_type = d.media_type
        and n.tmdb_id = d.tmdb_id and n.provider_id = d.provider_id and n.event_date = d.change_date
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
  union all select * from gone
  union all select * from new_on_service
  union all select * from digest
  on conflict do nothing
  returning n.*;
$$;
