-- A member's private calendar feed (the calendar-feed edge function, docs/calendar-feed.md): one
-- secret token per member, which the feed's address carries instead of a session. Members read
-- their own row; only the two functions below create or replace a token.

-- 64 hexadecimal digits from two random UUIDs: 244 random bits from PostgreSQL's own strong
-- random source (pgcrypto is not everywhere: the local backend's PGlite has none). Hexadecimal,
-- so the logs' masking of long hex runs always hides a feed's address.
create table public.calendar_feeds (
  user_id uuid primary key references auth.users (id) on delete cascade,
  token text not null unique check (token ~ '^[0-9a-f]{64}$'),
  created_at timestamptz not null default now()
);

alter table public.calendar_feeds enable row level security;

create policy "Users can view their own calendar feed"
  on public.calendar_feeds for select to authenticated
  using ((select auth.uid()) = user_id);

revoke all on public.calendar_feeds from anon, authenticated;
grant select on public.calendar_feeds to authenticated;

create function public.new_calendar_feed_token() returns text
language sql
volatile
set search_path = ''
as $$
  select replace(gen_random_uuid()::text, '-', '') || replace(gen_random_uuid()::text, '-', '');
$$;

revoke execute on function public.new_calendar_feed_token() from public, anon, authenticated;

-- The caller's feed token, created on the first call.
create function public.calendar_feed_token() returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  member uuid := auth.uid();
  feed_token text;
begin
  if member is null then
    raise exception 'Sign in to get a calendar feed' using errcode = '42501';
  end if;
  insert into public.calendar_feeds (user_id, token)
  values (member, public.new_calendar_feed_token())
  on conflict (user_id) do nothing;
  select f.token into feed_token from public.calendar_feeds f where f.user_id = member;
  return feed_token;
end;
$$;

-- A new token for the caller: the feed's old address stops answering at once.
create function public.renew_calendar_feed_token() returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  member uuid := auth.uid();
  feed_token text;
begin
  if member is null then
    raise exception 'Sign in to get a calendar feed' using errcode = '42501';
  end if;
  insert into public.calendar_feeds (user_id, token)
  values (member, public.new_calendar_feed_token())
  on conflict (user_id) do update set token = excluded.token, created_at = now()
  returning token into feed_token;
  return feed_token;
end;
$$;

revoke execute on function public.calendar_feed_token() from public, anon;
revoke execute on function public.renew_calendar_feed_token() from public, anon;
grant execute on function public.calendar_feed_token() to authenticated;
grant execute on function public.renew_calendar_feed_token() to authenticated;

-- What the feed of a token shows, as one JSON value (null for a token nobody holds): the member's
-- language, country and services as the alert rules read them (20261123180000: no country is the
-- US; no service chosen is any service), their watchlist and their saved plan's months.
create function public.calendar_feed_member(p_token text) returns jsonb
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
    'plan_months', (select sp.months from public.saved_plans sp where sp.user_id = f.user_id)
  )
  from public.calendar_feeds f
  left join public.profiles p on p.id = f.user_id
  where f.token = p_token;
$$;

revoke execute on function public.calendar_feed_member(text) from public, anon, authenticated;
grant execute on function public.calendar_feed_member(text) to service_role;

-- "Download my data" (20261123121700) finds calendar_feeds through its foreign key; the token is a
-- credential, like the refresh tokens the export leaves out, so its row is exported without it:
-- an export file kept or shared elsewhere must not open the feed.
create or replace function public.export_user_data(p_user_id uuid) returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  account jsonb;
  tables jsonb := '{}';
  link record;
  table_rows jsonb;
  secret_columns constant jsonb := '{"calendar_feeds": ["token"]}';
begin
  -- The auth user without its password hash, tokens or sessions.
  select jsonb_build_object(
    'id', u.id,
    'email', u.email,
    'email_confirmed_at', u.email_confirmed_at,
    'last_sign_in_at', u.last_sign_in_at,
    'created_at', u.created_at,
    'updated_at', u.updated_at,
    'app_metadata', u.raw_app_meta_data,
    'user_metadata', u.raw_user_meta_data,
    'identities', coalesce((
      select jsonb_agg(jsonb_build_object(
        'provider', i.provider,
        'email', i.email,
        'identity_data', i.identity_data,
        'last_sign_in_at', i.last_sign_in_at,
        'created_at', i.created_at
      ) order by i.created_at)
      from auth.identities i
      where i.user_id = u.id
    ), '[]'::jsonb)
  )
  into account
  from auth.users u
  where u.id = p_user_id;

  if account is null then
    return null;
  end if;

  for link in
    select
      c.conrelid::regclass as relation,
      t.relname as table_name,
      string_agg(format('%I = $1', a.attname), ' or ' order by a.attname) as condition
    from pg_catalog.pg_constraint c
    join pg_catalog.pg_class t on t.oid = c.conrelid
    join pg_catalog.pg_namespace n on n.oid = t.relnamespace
    join pg_catalog.pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
    where c.contype = 'f'
      and c.confrelid = 'auth.users'::regclass
      and cardinality(c.conkey) = 1
      and n.nspname = 'public'
    group by c.conrelid, t.relname
    order by t.relname
  loop
    execute format(
      'select coalesce(jsonb_agg(to_jsonb(r) - $2), ''[]''::jsonb) from %s r where %s',
      link.relation,
      link.condition
    )
    into table_rows
    using p_user_id, array(
      select jsonb_array_elements_text(coalesce(secret_columns -> link.table_name, '[]'))
    );
    tables := tables || jsonb_build_object(link.table_name, table_rows);
  end loop;

  return jsonb_build_object('exported_at', now(), 'user', account, 'tables', tables);
end;
$$;

revoke execute on function public.export_user_data(uuid) from public, anon, authenticated;
grant execute on function public.export_user_data(uuid) to service_role;
