-- Profiles: one row per user, created by a trigger on sign-up.
create table public.profiles (
  id uuid primary key references auth.users (id) on delete cascade,
  email text,
  full_name text check (full_name is null or char_length(full_name) <= 200),
  is_premium boolean not null default false,
  push_notifications boolean not null default true,
  email_notifications boolean not null default false,
  content_available boolean not null default true,
  price_drops boolean not null default true,
  new_releases boolean not null default false,
  weekly_digest boolean not null default true,
  selected_services text[] not null default '{}' check (cardinality(selected_services) <= 50),
  selected_country text check (selected_country is null or selected_country ~ '^[A-Z]{2}$'),
  onboarding_completed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.profiles enable row level security;

create policy "Users can view their own profile"
  on public.profiles for select to authenticated
  using ((select auth.uid()) = id);

create policy "Users can update their own profile"
  on public.profiles for update to authenticated
  using ((select auth.uid()) = id)
  with check ((select auth.uid()) = id);

-- Rows come only from the sign-up trigger; users may change their preferences but never
-- is_premium, email or id (column privileges, so a forged update fails with 42501).
revoke insert, update, delete, truncate on public.profiles from anon, authenticated;
grant update (
  full_name,
  push_notifications,
  email_notifications,
  content_available,
  price_drops,
  new_releases,
  weekly_digest,
  selected_services,
  selected_country,
  onboarding_completed
) on public.profiles to authenticated;

create function public.set_updated_at() returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at = now();
  return new;
end;
$$;

create trigger profiles_set_updated_at
  before update on public.profiles
  for each row execute procedure public.set_updated_at();

create function public.handle_new_user() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, full_name)
  values (new.id, new.email, nullif(trim(new.raw_user_meta_data ->> 'full_name'), ''));
  return new;
end;
$$;

revoke execute on function public.handle_new_user() from public, anon, authenticated;

create trigger on_auth_user_created
  after insert on auth.users
  for each row execute procedure public.handle_new_user();
