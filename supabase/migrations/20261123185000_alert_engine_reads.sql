-- What the hosted send-alerts edge function asks the database through the Data API, which cannot
-- read auth.users. Each function answers one JSON value, not a set of rows: the Data API cuts a set
-- at its "max rows" setting (1,000 by default), and a run over many members passes that. Only the
-- service role may call them. The local backend asks the same questions in SQL directly
-- (server/src/alerts/).

-- The countries members live in (no country chosen counts as the US): the change lists to read.
create function public.alert_countries() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(distinct coalesce(selected_country, 'US')), '[]'::jsonb)
  from public.profiles;
$$;

-- TMDB mode: every title on a watchlist or a notify request, once, with a poster where one is known.
create function public.alert_watched_titles() returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(watched), '[]'::jsonb)
  from (
    select distinct on (media_type, tmdb_id) media_type, tmdb_id, title, poster_path
    from (
      select media_type, tmdb_id, title, poster_path from public.watchlist
      union all
      select media_type, tmdb_id, title, null from public.notify_requests
    ) as titles
    order by media_type, tmdb_id, poster_path nulls last
  ) as watched;
$$;

-- Writes the alerts due on `p_as_of` (public.match_alerts) and answers the new ones, each with its
-- member's address when they want alert mail (email notifications on), else a null email.
create function public.match_alerts_for_mail(p_as_of date) returns jsonb
language sql
volatile
security definer
set search_path = ''
as $$
  select coalesce(jsonb_agg(jsonb_build_object(
    'id', a.id,
    'user_id', a.user_id,
    'kind', a.kind,
    'media_type', a.media_type,
    'tmdb_id', a.tmdb_id,
    'title', a.title,
    'provider_name', a.provider_name,
    'region', a.region,
    'event_date', to_char(a.event_date, 'YYYY-MM-DD'),
    'email', case when p.email_notifications then u.email end
  )), '[]'::jsonb)
  from public.match_alerts(p_as_of) as a
  left join public.profiles p on p.id = a.user_id
  left join auth.users u on u.id = a.user_id;
$$;

revoke execute on function public.alert_countries(), public.alert_watched_titles(),
  public.match_alerts_for_mail(date) from public, anon, authenticated;
grant execute on function public.alert_countries(), public.alert_watched_titles(),
  public.match_alerts_for_mail(date) to service_role;
