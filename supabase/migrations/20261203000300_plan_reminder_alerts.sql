-- Plan reminders as alerts: the reminders of a member's saved plan (public.saved_plans) reach the
-- bell and the alert mail, as the calendar feed (20261203000100) already shows them.
--   plan_start   start a service on the first day of the month that first needs it;
--   plan_cancel  cancel a service two days before the end of the last month that holds it, before
--                the next month's first day (the first day of the month after event_date).
-- They are the member's own plan: no preference gates them; the mail follows Email
-- notifications, as every alert's does (public.queue_alerts).
alter table public.notifications drop constraint notifications_kind_check;
alter table public.notifications add constraint notifications_kind_check
  check (kind in (
    'available', 'new_on_service', 'leaving_soon', 'left', 'digest', 'plan_start', 'plan_cancel'
  ));

-- The reminders of a plan's months for a member who holds the provider ids `p_held` today: the
-- rules of planReminders (supabase/functions/_shared/plan-reminders.ts), which a server test
-- holds this function to on random plans. `before` is the next month's first day of a cancel.
create function public.plan_reminders(p_months jsonb, p_held integer[])
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
    select 'start' as kind, ms.provider_id, ms.service, ms.month as day, null::date as before
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
      -- Two days before the month's last day (CANCEL_DAYS_BEFORE_MONTH_END).
      (ms.month + interval '1 month')::date - 1 - 2 as day,
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

-- The plan reminders due on `p_as_of` or in the two days before (the title rules' reach, so a
-- missed run catches up; never older ones), one alert per member, kind, service and day. The
-- member's services today are their selected services mapped by streaming_services, as the
-- alert rules and the calendar feed read them. A reminder already sent stays when the plan
-- changes; a changed plan's own reminders come when they are due.
create function public.match_plan_alerts(p_as_of date)
returns setof public.notifications
language sql
security definer
set search_path = ''
set jit = off
as $$
  with due_plans as (
    -- Only a plan with a month of the reach can have a reminder in it: a start on this month's
    -- first day, a cancel at the end of this month or of the month two days back.
    select sp.user_id, sp.country, sp.months
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
    )) r
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

-- public.match_alerts (20261202000000) keeps the title rules under a name of their own; the
-- engine's match is now both, in one statement (public.queue_alerts calls it as before).
alter function public.match_alerts(date) rename to match_title_alerts;
-- Small queries, but their estimates on a database not yet analyzed cross JIT's thresholds, and
-- compiling them then costs seconds a call: none of the alert functions is worth compiling.
alter function public.match_title_alerts(date) set jit = off;

create function public.match_alerts(p_as_of date)
returns setof public.notifications
language sql
security definer
set search_path = ''
as $$
  select * from public.match_title_alerts(p_as_of)
  union all
  select * from public.match_plan_alerts(p_as_of);
$$;

revoke execute on function public.plan_reminders(jsonb, integer[]),
  public.match_plan_alerts(date), public.match_alerts(date)
  from public, anon, authenticated;
grant execute on function public.plan_reminders(jsonb, integer[]),
  public.match_plan_alerts(date), public.match_alerts(date)
  to service_role;
