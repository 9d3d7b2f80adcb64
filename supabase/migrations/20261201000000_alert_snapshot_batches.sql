-- TMDB mode at scale: the engine looks titles up in batches, each stored in one transaction with
-- the changes it shows, so a run cut short (the edge function's wall clock) keeps its work and the
-- next run resumes with the titles still stale. Only the countries members live in are stored, and
-- snapshots no rule reads any more are pruned (docs/alerts.md).

-- The countries a snapshot covered (null: every country, as snapshots were stored before): an offer
-- in a country the previous snapshot did not cover is a new baseline there, not an arrival.
alter table public.availability_snapshot_titles add column regions text[];

-- The watched titles (watchlist or Notify Me) with no snapshot on or after `p_as_of`, in
-- (media_type, tmdb_id) order after `p_after` ({ "media_type", "tmdb_id" }; null: from the start),
-- at most `p_limit`. A snapshot lasts a day (changes are dated by day): a title is asked once a day.
create function public.alert_stale_titles(p_as_of date, p_after jsonb, p_limit integer)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(stale order by media_type, tmdb_id), '[]'::jsonb)
  from (
    select media_type, tmdb_id, min(title) as title, max(poster_path) as poster_path
    from (
      select media_type, tmdb_id, title, poster_path from public.watchlist
      union all
      select media_type, tmdb_id, title, null from public.notify_requests
    ) as watched
    where p_after is null
      or (media_type, tmdb_id) > (p_after ->> 'media_type', (p_after ->> 'tmdb_id')::integer)
    group by media_type, tmdb_id
    having not exists (
      select 1 from public.availability_snapshot_titles s
      where s.media_type = watched.media_type and s.tmdb_id = watched.tmdb_id
        and s.snapshot_date >= p_as_of
    )
    order by media_type, tmdb_id
    limit p_limit
  ) as stale;
$$;

-- Stores one batch of looks of `p_as_of` ([{ media_type, tmdb_id, title, poster_path, offers:
-- [{ region, provider_id, provider_name, monetization }] }]) and returns how many changes it
-- recorded: an offer present now and absent from the title's previous snapshot arrived today, one
-- absent now and present before departed today (only in countries both snapshots cover; a title's
-- first snapshot only sets the baseline). Offers outside the covered countries
-- (public.alert_countries) are not stored, and the title's older snapshots, read by nothing once
-- its changes are recorded, are deleted.
create function public.store_alert_snapshots(p_as_of date, p_looks jsonb) returns integer
language sql
security definer
set search_path = ''
as $$
  -- One statement: every part reads the tables as they were before it.
  with covered as (
    select array(select jsonb_array_elements_text(public.alert_countries())) as regions
  ),
  looked as (
    select l.* from jsonb_to_recordset(p_looks) as l(media_type text, tmdb_id integer,
      title text, poster_path text, offers jsonb)
  ),
  offered as (
    select distinct on (l.media_type, l.tmdb_id, o.region, o.provider_id, o.monetization)
      l.media_type, l.tmdb_id, l.title, l.poster_path, o.region, o.provider_id, o.provider_name,
      o.monetization
    from looked l
    cross join jsonb_to_recordset(l.offers) as o(region text, provider_id integer,
      provider_name text, monetization text)
    cross join covered c
    where o.region = any (c.regions)
  ),
  previous as (
    select distinct on (s.media_type, s.tmdb_id) s.media_type, s.tmdb_id, s.snapshot_date,
      s.regions
    from public.availability_snapshot_titles s
    join looked l on l.media_type = s.media_type and l.tmdb_id = s.tmdb_id
    where s.snapshot_date < p_as_of
    order by s.media_type, s.tmdb_id, s.snapshot_date desc
  ),
  before as (
    select s.* from public.availability_snapshots s
    join previous p on p.media_type = s.media_type and p.tmdb_id = s.tmdb_id
      and p.snapshot_date = s.snapshot_date
  ),
  diff as (
    select o.media_type, o.tmdb_id, o.title, o.poster_path, o.provider_id, o.provider_name,
      o.region, o.monetization, 'arrival' as change
    from offered o
    join previous p on p.media_type = o.media_type and p.tmdb_id = o.tmdb_id
    where (p.regions is null or o.region = any (p.regions))
      and not exists (
        select 1 from before b where b.media_type = o.media_type and b.tmdb_id = o.tmdb_id
          and b.region = o.region and b.provider_id = o.provider_id
          and b.monetization = o.monetization
      )
    union all
    select b.media_type, b.tmdb_id, b.title, b.poster_path, b.provider_id, b.provider_name,
      b.region, b.monetization, 'departure'
    from before b
    cross join covered c
    where b.region = any (c.regions)
      and not exists (
        select 1 from offered o where o.media_type = b.media_type and o.tmdb_id = b.tmdb_id
          and o.region = b.region and o.provider_id = b.provider_id
          and o.monetization = b.monetization
      )
  ),
  recorded as (
    insert into public.availability_changes (media_type, tmdb_id, title, poster_path,
      provider_id, provider_name, region, monetization, change, change_date)
    select media_type, tmdb_id, title, poster_path, provider_id, provider_name, region,
      monetization, change, p_as_of
    from diff
    on conflict do nothing
    returning 1
  ),
  pruned_offers as (
    delete from public.availability_snapshots s using looked l
    where s.media_type = l.media_type and s.tmdb_id = l.tmdb_id and s.snapshot_date < p_as_of
  ),
  pruned_titles as (
    delete from public.availability_snapshot_titles s using looked l
    where s.media_type = l.media_type and s.tmdb_id = l.tmdb_id and s.snapshot_date < p_as_of
  ),
  stored_offers as (
    insert into public.availability_snapshots (snapshot_date, media_type, tmdb_id, title,
      poster_path, region, provider_id, provider_name, monetization)
    select p_as_of, media_type, tmdb_id, title, poster_path, region, provider_id, provider_name,
      monetization
    from offered
    on conflict do nothing
  ),
  stored_titles as (
    insert into public.availability_snapshot_titles (snapshot_date, media_type, tmdb_id, regions)
    select p_as_of, l.media_type, l.tmdb_id, c.regions from looked l cross join covered c
    on conflict do nothing
  )
  select count(*)::integer from recorded;
$$;

-- Deletes the snapshots older than the rules' reach (seven days before `p_as_of`): a title not
-- looked at since then (an outage, or nobody watched it) starts from a new baseline, since a
-- change found after so long cannot be dated. Returns how many titles' snapshots went.
create function public.prune_alert_snapshots(p_as_of date) returns integer
language sql
security definer
set search_path = ''
as $$
  with offers as (
    delete from public.availability_snapshots where snapshot_date < p_as_of - 7
  ),
  titles as (
    delete from public.availability_snapshot_titles where snapshot_date < p_as_of - 7
    returning 1
  )
  select count(*)::integer from titles;
$$;

-- The whole-day diff is replaced by the per-batch one above.
drop function public.record_snapshot_changes(date);

revoke execute on function public.alert_stale_titles(date, jsonb, integer),
  public.store_alert_snapshots(date, jsonb), public.prune_alert_snapshots(date)
  from public, anon, authenticated;
grant execute on function public.alert_stale_titles(date, jsonb, integer),
  public.store_alert_snapshots(date, jsonb), public.prune_alert_snapshots(date)
  to service_role;
