-- Alert mail through an outbox: a run writes a member's new alerts and the mail that tells them in
-- one statement, then sends what the outbox holds. A run that dies after writing alerts leaves its
-- mail queued, and the next run sends it; a failed send is tried again later (backoff), at most
-- eight times. Runs at once take different mails (FOR UPDATE SKIP LOCKED), and a mail taken stays
-- leased for a while, so a run that died with it leaves it to a later run. Only the engine (the
-- service role) reads or writes it.
create table public.alert_mail_outbox (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The alerts the mail lists, in its order; its words and address are read when it is sent.
  notification_ids uuid[] not null check (cardinality(notification_ids) > 0),
  status text not null default 'queued' check (status in ('queued', 'sent', 'failed', 'skipped')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index alert_mail_outbox_due on public.alert_mail_outbox (next_attempt_at)
  where status = 'queued';
create index alert_mail_outbox_user on public.alert_mail_outbox (user_id);

alter table public.alert_mail_outbox enable row level security;
revoke all on public.alert_mail_outbox from anon, authenticated;

-- Writes the alerts due on `p_as_of` (public.match_alerts) and, when `p_mail`, queues one mail to
-- each member with new alerts who wants alert mail: { alerts: { <kind>: n }, mails_queued }.
create function public.queue_alerts(p_as_of date, p_mail boolean) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  with created as (
    select * from public.match_alerts(p_as_of)
  ),
  queued as (
    insert into public.alert_mail_outbox (user_id, notification_ids)
    select c.user_id, array_agg(c.id order by c.kind, c.event_date, c.title)
    from created c
    join public.profiles p on p.id = c.user_id and p.email_notifications
    where p_mail
    group by c.user_id
    returning 1
  )
  select jsonb_build_object(
    'alerts', (
      select coalesce(jsonb_object_agg(kind, count), '{}'::jsonb)
      from (select kind, count(*) from created group by kind) as kinds
    ),
    'mails_queued', (select count(*) from queued)
  );
$$;

-- Takes up to `p_limit` queued mails that are due, leasing each for `p_lease_seconds`, and answers
-- them with their alerts, their member's address (null when they no longer want alert mail) and
-- language.
create function public.claim_alert_mails(p_limit integer, p_lease_seconds integer)
returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  with due as (
    select id from public.alert_mail_outbox
    where status = 'queued' and next_attempt_at <= now()
    order by next_attempt_at, id
    limit p_limit
    for update skip locked
  ),
  claimed as (
    update public.alert_mail_outbox o
    set attempts = o.attempts + 1, next_attempt_at = now() + make_interval(secs => p_lease_seconds)
    from due
    where o.id = due.id
    returning o.id, o.user_id, o.notification_ids, o.attempts
  )
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', c.id,
    'user_id', c.user_id,
    'attempts', c.attempts,
    'email', case when p.email_notifications then u.email end,
    'language', coalesce(p.language, 'en'),
    'alerts', (
      select coalesce(jsonb_agg(jsonb_build_object(
        'id', n.id,
        'user_id', n.user_id,
        'kind', n.kind,
        'media_type', n.media_type,
        'tmdb_id', n.tmdb_id,
        'title', n.title,
        'provider_name', n.provider_name,
        'region', n.region,
        'event_date', to_char(n.event_date, 'YYYY-MM-DD')
      ) order by listed.position), '[]'::jsonb)
      from unnest(c.notification_ids) with ordinality as listed(id, position)
      join public.notifications n on n.id = listed.id
    )
  ) order by c.id), '[]'::jsonb)
  from claimed c
  left join public.profiles p on p.id = c.user_id
  left join auth.users u on u.id = c.user_id;
$$;

-- Settles taken mails ([{ id, outcome: 'sent' | 'skipped' | 'failed', error? }]) and answers each
-- one's result in the same order: sent; skipped (nobody to mail any more); retried (due again after
-- 5 minutes, then 20, 80, … at most a day); failed (the eighth failure: it stays, with its error).
create function public.finish_alert_mails(p_outcomes jsonb) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  with outcomes as (
    select o.id, o.outcome, o.error, o.position
    from rows from (jsonb_to_recordset(p_outcomes) as (id bigint, outcome text, error text))
      with ordinality as o(id, outcome, error, position)
  ),
  settled as (
    update public.alert_mail_outbox m
    set status = case
        when o.outcome in ('sent', 'skipped') then o.outcome
        when m.attempts >= 8 then 'failed'
        else 'queued'
      end,
      sent_at = case when o.outcome = 'sent' then now() end,
      last_error = case when o.outcome = 'failed' then left(o.error, 500) end,
      next_attempt_at = case
        when o.outcome = 'failed'
          then now() + least(interval '5 minutes' * power(4, m.attempts - 1), interval '1 day')
        else m.next_attempt_at
      end
    from outcomes o
    where m.id = o.id
    returning m.id, case when o.outcome = 'failed' and m.status = 'queued' then 'retried'
      else m.status end as result
  )
  select coalesce(jsonb_agg(s.result order by o.position), '[]'::jsonb)
  from outcomes o join settled s on s.id = o.id;
$$;

-- The engine's mail read before the outbox (20261128000000): no longer asked.
drop function public.match_alerts_for_mail(date);

revoke execute on function public.queue_alerts(date, boolean),
  public.claim_alert_mails(integer, integer), public.finish_alert_mails(jsonb)
  from public, anon, authenticated;
grant execute on function public.queue_alerts(date, boolean),
  public.claim_alert_mails(integer, integer), public.finish_alert_mails(jsonb)
  to service_role;
