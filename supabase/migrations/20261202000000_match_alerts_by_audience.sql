-- public.match_alerts (20261201000200) with the same rules, planned to scale with the day's
-- changes rather than with members times changes:
--   * Title rules (available, leaving_soon, left) start from the few changed titles and find
--     their watchers.
--   * Members who share a country and a set of services are one audience. What reaches an
--     audience (the digest's counts, new_on_service's ranked arrivals) is worked out once per
--     audience, then handed to its members.
--   * new_on_service: a member's five are the audience's best arrivals after skipping those the
--     member watches or was already told about, so only that many need joining to each member.
-- Nested loops are off for it: the planner cannot count the rows of a WITH query, and a nested
-- loop it thinks runs twice runs millions of times (minutes, with the dates as literals).
create index notifications_kind_day on public.notifications (kind, event_date);

create or replace function public.match_alerts(p_as_of date)
returns setof public.notifications
language sql
security definer
set search_path = ''
set enable_nestloop = off
as $$
  with profile_choices as (
    select p.id as user_id, coalesce(p.selected_country, 'US') as region,
      array(select distinct s from unnest(p.selected_services) as s order by s) as services,
      p.content_available, p.new_releases, p.weekly_digest
    from public.profiles p
  ),
  audiences as materialized (
    select row_number() over () as audience_id, a.region, a.services,
      cardinality(a.services) = 0 as any_service,
      array(
        select distinct unnest(s.provider_ids) from public.streaming_services s
        where s.slug = any (a.services)
      ) as provider_ids
    from (select distinct region, services from profile_choices) a
  ),
  members as materialized (
    select c.*, au.audience_id, au.any_service
    from profile_choices c
    join audiences au on au.region = c.region and au.services = c.services
  ),
  -- Each change of the days the rules read, once per audience of its country it reaches: members
  -- who chose no service hear of every service, the others of theirs.
  reached as materialized (
    select au.audience_id, au.any_service, c.*
    from public.availability_changes c
    join audiences au on au.region = c.region
    where c.monetization in ('flatrate', 'free', 'ads')
      and c.change_date between p_as_of - 7 and p_as_of + 14
      and (au.any_service or c.provider_id = any (au.provider_ids))
  ),
  recent_arrivals as materialized (
    select * from reached where change = 'arrival' and change_date between p_as_of - 2 and p_as_of
  ),
  -- Who watches a title that arrived lately: Notify Me, or the watchlist with Content available on.
  watchers as materialized (
    select n.user_id, n.media_type, n.tmdb_id from public.notify_requests n
    where (n.media_type, n.tmdb_id) in (select media_type, tmdb_id from recent_arrivals)
    union
    select w.user_id, w.media_type, w.tmdb_id from public.watchlist w
    join members m on m.user_id = w.user_id and m.content_available
    where (w.media_type, w.tmdb_id) in (select media_type, tmdb_id from recent_arrivals)
  ),
  available as (
    select w.user_id, 'available' as kind, a.media_type, a.tmdb_id, a.title, a.poster_path,
      a.provider_id, a.provider_name, a.region, a.change_date as event_date
    from recent_arrivals a
    join watchers w on w.media_type = a.media_type and w.tmdb_id = a.tmdb_id
    join members m on m.user_id = w.user_id and m.audience_id = a.audience_id
  ),
  -- leaving_soon: a watchlist title leaves one of their services later; left: it left in the last
  -- three days and no leaving_soon alert told them (Content available on, both).
  departures as (
    select w.user_id, d.*
    from reached d
    join public.watchlist w on w.media_type = d.media_type and w.tmdb_id = d.tmdb_id
    join members m on m.user_id = w.user_id and m.content_available
      and m.audience_id = d.audience_id
    where d.change = 'departure' and d.change_date >= p_as_of - 2
  ),
  leaving_or_left as (
    select d.user_id, case when d.change_date > p_as_of then 'leaving_soon' else 'left' end as kind,
      d.media_type, d.tmdb_id, d.title, d.poster_path, d.provider_id, d.provider_name, d.region,
      d.change_date as event_date
    from departures d
    where d.change_date > p_as_of or not exists (
      select 1 from public.notifications n
      where n.user_id = d.user_id and n.kind = 'leaving_soon' and n.media_type = d.media_type
        and n.tmdb_id = d.tmdb_id and n.provider_id = d.provider_id and n.event_date = d.change_date
    )
  ),
  -- new_on_service, for members with services and New releases on: this week's arrivals on their
  -- services, a title once (its latest arrival), most popular first, five a week at most, none
  -- they watch or were told of before. Ranked once per audience.
  audience_arrivals as materialized (
    select r.*,
      row_number() over (
        partition by r.audience_id order by r.popularity desc, r.tmdb_id, r.media_type
      ) as rank
    from (
      select distinct on (a.audience_id, a.media_type, a.tmdb_id) a.*
      from recent_arrivals a
      where not a.any_service and a.change_date >= date_trunc('week', p_as_of)::date
      order by a.audience_id, a.media_type, a.tmdb_id, a.change_date desc, a.provider_id
    ) r
  ),
  week_sent as (
    select user_id, count(*) as sent from public.notifications
    where kind = 'new_on_service' and event_date >= date_trunc('week', p_as_of)::date
      and event_date <= p_as_of
    group by user_id
  ),
  skipped as materialized (
    select distinct m.user_id, aa.media_type, aa.tmdb_id
    from (
      select user_id, media_type, tmdb_id from watchers
      union all
      select n.user_id, n.media_type, n.tmdb_id from public.notifications n
      where n.kind = 'new_on_service'
        and (n.media_type, n.tmdb_id) in (select media_type, tmdb_id from audience_arrivals)
    ) seen
    join members m on m.user_id = seen.user_id and m.new_releases
    join audience_arrivals aa on aa.audience_id = m.audience_id
      and aa.media_type = seen.media_type and aa.tmdb_id = seen.tmdb_id
  ),
  -- A member's first `room` arrivals past the skipped ones all rank within room + skipped.
  new_release_members as (
    select m.user_id, m.audience_id, 5 - coalesce(ws.sent, 0) as room,
      5 - coalesce(ws.sent, 0) + coalesce(sk.skipped, 0) as reach
    from members m
    left join week_sent ws on ws.user_id = m.user_id
    left join (select user_id, count(*) as skipped from skipped group by user_id) sk
      on sk.user_id = m.user_id
    where m.new_releases and not m.any_service and coalesce(ws.sent, 0) < 5
  ),
  new_on_service_ranked as (
    select m.user_id, m.room, aa.*,
      row_number() over (partition by m.user_id order by aa.rank) as member_rank
    from new_release_members m
    cross join lateral generate_series(1, m.reach) as k(rank)
    join audience_arrivals aa on aa.audience_id = m.audience_id and aa.rank = k.rank
    where not exists (
      select 1 from skipped s
      where s.user_id = m.user_id and s.media_type = aa.media_type and s.tmdb_id = aa.tmdb_id
    )
  ),
  new_on_service as (
    select r.user_id, 'new_on_service' as kind, r.media_type, r.tmdb_id, r.title, r.poster_path,
      r.provider_id, r.provider_name, r.region, r.change_date as event_date
    from new_on_service_ranked r
    where r.member_rank <= r.room
  ),
  digest_counts as (
    select r.audience_id, r.any_service,
      count(distinct (r.media_type, r.tmdb_id)) filter (
        where r.change = 'arrival' and r.change_date between p_as_of - 7 and p_as_of - 1
      ) as arrived,
      count(distinct (r.media_type, r.tmdb_id)) filter (
        where r.change = 'departure' and r.change_date between p_as_of and p_as_of + 13
      ) as leaving
    from reached r
    where extract(isodow from p_as_of) = 1
    group by r.audience_id, r.any_service
  ),
  digest as (
    select m.user_id, 'digest' as kind, null::text as media_type, null::integer as tmdb_id,
      format('Your week: %s new on %s, %s leaving in the next two weeks', d.arrived,
        case when d.any_service then 'streaming' else 'your services' end, d.leaving) as title,
      null::text as poster_path, null::integer as provider_id, null::text as provider_name,
      m.region, p_as_of as event_date
    from members m
    join digest_counts d on d.audience_id = m.audience_id
    where m.weekly_digest and d.arrived + d.leaving > 0
  )
  insert into public.notifications as n (
    user_id, kind, media_type, tmdb_id, title, poster_path, provider_id, provider_name, region,
    event_date
  )
  select * from available
  union all select * from leaving_or_left
  union all select * from new_on_service
  union all select * from digest
  on conflict do nothing
  returning n.*;
$$;

-- On a hosted project the edge function calls this through the Data API, whose statements stop
-- after 8 s unless the function says otherwise (Supabase's timeouts guide). A day of changes for
-- 100,000 members takes about 30 s here; the edge function's own budget bounds the run.
alter function public.queue_alerts(date, boolean) set statement_timeout = '120s';
