-- Price drops: neither TMDB nor the offline catalog has any price data, so no alert could ever
-- honour the preference. The toggle is gone from the app (docs/spec-departures.md) and so is the
-- column; its column grant goes with it.
alter table public.profiles drop column price_drops;
