-- The planner: what each member pays for a service, and the rotation they saved.

-- The currency of each country a member can live in (onboarding's ten) and the highest monthly
-- price accepted in it, about 1,000 US dollars in value: a typo guard, not a market rate.
create table public.price_currencies (
  country text primary key check (country ~ '^[A-Z]{2}$'),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  monthly_ceiling numeric not null check (monthly_ceiling > 0)
);

insert into public.price_currencies (country, currency, monthly_ceiling) values
  ('US', 'USD', 1000),
  ('GB', 'GBP', 800),
  ('CA', 'CAD', 1400),
  ('AU', 'AUD', 1500),
  ('DE', 'EUR', 950),
  ('FR', 'EUR', 950),
  ('JP', 'JPY', 150000),
  ('KR', 'KRW', 1400000),
  ('IN', 'INR', 85000),
  ('BR', 'BRL', 5500);

alter table public.price_currencies enable row level security;

create policy "Anyone can read price currencies"
  on public.price_currencies for select to anon, authenticated
  using (true);

revoke insert, update, delete, truncate on public.price_currencies from anon, authenticated;

-- A member's own monthly price for a catalog service (a TMDB provider id), in one currency. A
-- price in another currency than the member's country's is kept but not planned with.
create table public.service_prices (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  provider_id integer not null check (provider_id > 0),
  currency text not null check (currency ~ '^[A-Z]{3}$'),
  monthly_price numeric not null,
  updated_at timestamptz not null default now(),
  primary key (user_id, provider_id, currency)
);

create function public.check_service_price() returns trigger
language plpgsql
set search_path = ''
as $$
declare
  ceiling numeric;
begin
  select max(c.monthly_ceiling) into ceiling
  from public.price_currencies c
  where c.currency = new.currency;
  if ceiling is null then
    raise exception 'No prices are taken in %', new.currency
      using errcode = '22023', hint = 'unknown_currency';
  end if;
  if new.monthly_price < 0 or new.monthly_price > ceiling then
    raise exception 'A monthly price in % must be between 0 and %', new.currency, ceiling
      using errcode = '22003', hint = 'price_out_of_range';
  end if;
  new.updated_at = now();
  return new;
end;
$$;

create trigger service_prices_check
  before insert or update on public.service_prices
  for each row execute procedure public.check_service_price();

alter table public.service_prices enable row level security;

create policy "Users can view their own prices"
  on public.service_prices for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can add their own prices"
  on public.service_prices for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can change their own prices"
  on public.service_prices for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users can remove their own prices"
  on public.service_prices for delete to authenticated
  using ((select auth.uid()) = user_id);

revoke all on public.service_prices from anon;
revoke truncate on public.service_prices from authenticated;

-- A plan's months: 1 to 12 of {"month": "YYYY-MM-01", "services": [{"provider_id", "name"}]},
-- in order, at most 30 services a month.
create function public.is_plan_months(months jsonb) returns boolean
language sql
immutable
set search_path = ''
as $$
  select jsonb_typeof(months) = 'array'
    and jsonb_array_length(months) between 1 and 12
    and not exists (
      select 1
      from jsonb_array_elements(months) with ordinality as m(value, position)
      where jsonb_typeof(m.value) <> 'object'
        or coalesce(m.value ->> 'month', '') !~ '^\d{4}-(0[1-9]|1[0-2])-01$'
        or jsonb_typeof(m.value -> 'services') is distinct from 'array'
        or jsonb_array_length(m.value -> 'services') > 30
        or exists (
          select 1
          from jsonb_array_elements(m.value -> 'services') as s(value)
          where jsonb_typeof(s.value) <> 'object'
            or jsonb_typeof(s.value -> 'provider_id') is distinct from 'number'
            or (s.value ->> 'provider_id') !~ '^[1-9]\d{0,8}$'
            or jsonb_typeof(s.value -> 'name') is distinct from 'string'
            or char_length(s.value ->> 'name') not between 1 and 100
        )
        or (m.position > 1 and (m.value ->> 'month') <= (months -> (m.position::int - 2) ->> 'month'))
    );
$$;

-- The rotation a member saved: for each month (its first day), the services to hold. Reminders
-- ("cancel B before …", "start C on …") are read from the change between two months.
create table public.saved_plans (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  country text not null check (country ~ '^[A-Z]{2}$'),
  months jsonb not null check (public.is_plan_months(months)),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

create trigger saved_plans_set_updated_at
  before update on public.saved_plans
  for each row execute procedure public.set_updated_at();

alter table public.saved_plans enable row level security;

create policy "Users can view their own plan"
  on public.saved_plans for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can save their own plan"
  on public.saved_plans for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can change their own plan"
  on public.saved_plans for update to authenticated
  using ((select auth.uid()) = user_id)
  with check ((select auth.uid()) = user_id);

create policy "Users can remove their own plan"
  on public.saved_plans for delete to authenticated
  using ((select auth.uid()) = user_id);

revoke all on public.saved_plans from anon;
revoke truncate on public.saved_plans from authenticated;
