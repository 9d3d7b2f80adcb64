-- A plan's reminders are never dated before the day it was saved (UTC): a plan saved on 10
-- December says "start Disney+" on 10 December, not on the 1st, which has gone by, and the alert
-- engine (which looks back two days only) would never send. The saving day is
-- saved_plans.updated_at; the calendar feed and the alerts both read it.
drop function public.plan_reminders(jsonb, integer[]);

create function public.plan_reminders(p_months jsonb, p_held integer[], p_saved_on date)
returns table (kind text, provider_id integer, service text, day date, before date)
language sql
immutable
set search_path = ''
set jit = off
as $$
  with months as (
    -- A year 0000 passes is_plan_months but is no date: such a month has no days, so no reminder
    -- (rather than an error that would stop every member's alerts).
    select m.position, m.value -> 'services' as services,
      case when m.value ->> 'month' >= '0001' then (m.value ->> 'month')::date end as month
    from jsonb_array_elements(p_months) with ordinality as m(value, position)
  ),
  -- Each month's services; a service listed twice is one, named as listed last (as a JS Map keeps
  -- it).
  month_services as (
    select distinct on (m.position, (s.value ->> 'provider_id')::integer)
      m.position, m.month, (s.value ->> 'provider_id')::integer as provider_id,
      s.value ->> 'name' as service
    from months m
    cross join lateral jsonb_array_elements(m.services) with ordinality as s(value, listed)
    order by m.position, (s.value ->> 'provider_id')::integer, s.listed desc
  ),
  starts as (
    select 'start' as kind, ms.provider_id, ms.service, -- greatest() skips a null, and a month that is no date must stay without a reminder.
      case when ms.month is not null then greatest(ms.month, p_saved_on) end as day,
      null::date as before
    from month_services ms
    where case
      when ms.position = 1 then not (ms.provider_id = any (coalesce(p_held, '{}')))
      else not exists (
        select 1 from month_services prev
        where prev.position = ms.position - 1 and prev.provider_id = ms.provider_id
      )
    end
  ),
  cancels as (
    select 'cancel' as kind, ms.provider_id, ms.service,
      -- Two days before the month's last day (CANCEL_DAYS_BEFORE_MONTH_END), or the saving day.
      case when ms.month is not null
        then greatest((ms.month + interval '1 month')::date - 1 - 2, p_saved_on) end as day,
      (ms.month + interval '1 month')::date as before
    from month_services ms
    where ms.position < jsonb_array_length(p_months)
      and not exists (
        select 1 from month_services nxt
        where nxt.position = ms.position + 1 and nxt.provider_id = ms.provider_id
      )
  )
  select * from starts
  union all
  select * from cancels;
$$;

create or replace function public.match_plan_alerts(p_as_of date)
returns setof public.notifications
language sql
security definer
set search_path = ''
set jit = off
as $$
  with due_plans as (
    -- Only a plan with a month of the reach can have a reminder in it: a start on this month's
    -- first day, a cancel at the end of this month or of the month two days back.
    select sp.user_id, sp.country, sp.months,
      (sp.updated_at at time zone 'UTC')::date as saved_on
    from public.saved_plans sp
    where sp.months @> jsonb_build_array(jsonb_build_object(
        'month', to_char(date_trunc('month', p_as_of), 'YYYY-MM-DD')))
      or sp.months @> jsonb_build_array(jsonb_build_object(
        'month', to_char(date_trunc('month', p_as_of - 2), 'YYYY-MM-DD')))
  ),
  reminders as (
    select dp.user_id, dp.country, r.*
    from due_plans dp
    left join public.profiles p on p.id = dp.user_id
    cross join lateral public.plan_reminders(dp.months, array(
      select distinct unnest(s.provider_ids) from public.streaming_services s
      where s.slug = any (p.selected_services)
    ), dp.saved_on) r
    where r.day between p_as_of - 2 and p_as_of
  )
  insert into public.notifications as n (
    user_id, kind, media_type, tmdb_id, title, poster_path, provider_id, provider_name, region,
    event_date
  )
  select r.user_id, 'plan_' || r.kind, null, null, r.service, null, r.provider_id, r.service,
    r.country, r.day
  from reminders r
  on conflict do nothing
  returning n.*;
$$;

create or replace function public.calendar_feed_member(p_token text) returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'user_id', f.user_id,
    'language', coalesce(p.language, 'en'),
    'region', coalesce(p.selected_country, 'US'),
    'any_service', coalesce(cardinality(p.selected_services), 0) = 0,
    'provider_ids', to_jsonb(array(
      select distinct unnest(s.provider_ids) from public.streaming_services s
      where s.slug = any (p.selected_services)
      order by 1
    )),
    'watchlist', coalesce((
      select jsonb_agg(jsonb_build_object(
        'media_type', w.media_type, 'tmdb_id', w.tmdb_id, 'title', w.title
      ) order by w.added_at, w.id)
      from public.watchlist w
      where w.user_id = f.user_id
    ), '[]'::jsonb),
    'plan_months', sp.months,
    'plan_saved_on', to_char(sp.updated_at at time zone 'UTC', 'YYYY-MM-DD')
  )
  from public.calendar_feeds f
  left join public.profiles p on p.id = f.user_id
  left join public.saved_plans sp on sp.user_id = f.user_id
  where f.token = p_token;
$$;

revoke execute on function public.plan_reminders(jsonb, integer[], date)
  from public, anon, authenticated;
grant execute on function public.plan_reminders(jsonb, integer[], date) to service_role;
