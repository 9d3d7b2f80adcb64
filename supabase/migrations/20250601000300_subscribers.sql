-- Subscribers: Plus subscription status, written only by the service role
-- (the payment webhook in production, the `plus` CLI locally).
create table public.subscribers (
  id uuid primary key default gen_random_uuid(),
  user_id uuid unique references auth.users (id) on delete cascade,
  email text not null unique,
  subscribed boolean not null default false,
  subscription_tier text,
  subscription_end timestamptz,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

alter table public.subscribers enable row level security;

create policy "Users can view their own subscription"
  on public.subscribers for select to authenticated
  using ((select auth.uid()) = user_id);

revoke insert, update, delete, truncate on public.subscribers from anon, authenticated;

create trigger subscribers_set_updated_at
  before update on public.subscribers
  for each row execute procedure public.set_updated_at();
