-- Posters are stored as the catalog's relative image paths ("/abc.jpg"), never as URLs: the app
-- puts its configured image base in front, so a stored row can no longer make every visitor's
-- browser load an image from a host of someone else's choosing.

-- The relative path of a poster: a relative path as it is, the file after the size segment of one
-- of our image URLs (".../img/w500/pm603.svg", TMDB's ".../t/p/w500/abc.jpg"), else null.
create function public.relative_poster_path(p_path text) returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when p_path ~ '^/[A-Za-z0-9_-]+\.[A-Za-z0-9]{2,5}$' then p_path
    else substring(
      p_path
      from '^https?://[^/?#]+(?:/[^?#]*)?/(?:img|t/p)/(?:w[0-9]{2,4}|h[0-9]{2,4}|original)(/[A-Za-z0-9_-]+\.[A-Za-z0-9]{2,5})$'
    )
  end
$$;

revoke execute on function public.relative_poster_path(text) from public, anon, authenticated;

update public.watchlist
  set poster_path = public.relative_poster_path(poster_path)
  where poster_path is distinct from public.relative_poster_path(poster_path);

update public.popular_searches
  set poster_path = public.relative_poster_path(poster_path)
  where poster_path is distinct from public.relative_poster_path(poster_path);

alter table public.watchlist
  add constraint watchlist_poster_path_relative
  check (poster_path ~ '^/[A-Za-z0-9_-]+\.[A-Za-z0-9]{2,5}$');

alter table public.popular_searches
  add constraint popular_searches_poster_path_relative
  check (poster_path ~ '^/[A-Za-z0-9_-]+\.[A-Za-z0-9]{2,5}$');

-- Remotes built before this change still send the full poster URL when adding to the watchlist:
-- keep their adds working by storing the relative path (or nothing) instead of refusing them.
create function public.watchlist_relative_poster_path() returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.poster_path = public.relative_poster_path(new.poster_path);
  return new;
end;
$$;

revoke execute on function public.watchlist_relative_poster_path() from public, anon, authenticated;

create trigger watchlist_relative_poster_path
  before insert or update of poster_path on public.watchlist
  for each row execute procedure public.watchlist_relative_poster_path();
