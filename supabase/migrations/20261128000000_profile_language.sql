-- A member's language, once they pick one of the app's six (null until then: English for mail, and
-- the language this browser picked as a guest is kept on sign-in), for the app on their other
-- devices and the mail the backend writes them (alert mail, and auth mail when the app does not
-- say which). The member changes it like their
-- other preferences, under the existing "Users can update their own profile" policy; the account
-- export lists every profile column (to_jsonb of the row), so it includes this one.
alter table public.profiles
  add column language text
    constraint profiles_language_check check (language in ('en', 'de', 'fr', 'ja', 'ko', 'pt-BR'));

grant update (language) on public.profiles to authenticated;

-- The alert engine's read (20261123185000), now with each member's language for their mail.
create or replace function public.match_alerts_for_mail(p_as_of date) returns jsonb
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
    'email', case when p.email_notifications then u.email end,
    'language', coalesce(p.language, 'en')
  )), '[]'::jsonb)
  from public.match_alerts(p_as_of) as a
  left join public.profiles p on p.id = a.user_id
  left join auth.users u on u.id = a.user_id;
$$;
