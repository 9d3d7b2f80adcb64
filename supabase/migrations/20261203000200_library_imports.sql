-- Lists brought in from Letterboxd, IMDb or Trakt (/library/import): each import, and on each
-- watchlist row the import that added it, so "Undo the last import" removes exactly the rows that
-- import inserted. A row the member already had is left untouched by the import (its insert
-- ignores duplicates), so it never carries the import's id and undo never removes it.
--
-- The id is written by the same insert that creates the row, so two imports running at once
-- cannot claim each other's rows, and a half-finished import is still undone whole.
create table public.library_imports (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  source text not null check (source in ('letterboxd', 'imdb', 'trakt')),
  created_at timestamptz not null default now(),
  unique (id, user_id)
);

create index library_imports_user_created on public.library_imports (user_id, created_at desc);

alter table public.library_imports enable row level security;

create policy "Users can view their own imports"
  on public.library_imports for select to authenticated
  using ((select auth.uid()) = user_id);

create policy "Users can record their own imports"
  on public.library_imports for insert to authenticated
  with check ((select auth.uid()) = user_id);

create policy "Users can remove their own imports"
  on public.library_imports for delete to authenticated
  using ((select auth.uid()) = user_id);

revoke all on public.library_imports from anon;
revoke update, truncate on public.library_imports from authenticated;

-- The import that added a saved title (null: saved on its own). The key includes user_id, so a
-- row can only name its own member's import; deleting the import (undo) deletes its rows.
alter table public.watchlist add column import_id uuid;

alter table public.watchlist
  add constraint watchlist_import_fkey foreign key (import_id, user_id)
  references public.library_imports (id, user_id) on delete cascade;

create index watchlist_import on public.watchlist (import_id) where import_id is not null;
