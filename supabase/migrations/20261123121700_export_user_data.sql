-- "Download my data": everything stored about one user, as one JSON document.
-- The user-tied tables are found in the catalog (every foreign key from a public table to
-- auth.users), so a table added later is exported without changing this function. The same
-- foreign keys are what account deletion cascades through (on delete cascade).
-- Only the service role may call it: the export-account function, after checking the caller.
create function public.export_user_data(p_user_id uuid) returns jsonb
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
      'select coalesce(jsonb_agg(to_jsonb(r)), ''[]''::jsonb) from %s r where %s',
      link.relation,
      link.condition
    )
    into table_rows
    using p_user_id;
    tables := tables || jsonb_build_object(link.table_name, table_rows);
  end loop;

  return jsonb_build_object('exported_at', now(), 'user', account, 'tables', tables);
end;
$$;

revoke execute on function public.export_user_data(uuid) from public, anon, authenticated;
grant execute on function public.export_user_data(uuid) to service_role;
