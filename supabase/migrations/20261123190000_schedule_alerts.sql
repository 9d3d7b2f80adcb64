-- On a hosted Supabase project: pg_cron calls the send-alerts edge function at the start of every
-- hour, through pg_net. The project's URL and service-role key are read from Supabase Vault
-- ('project_url', 'service_role_key') at each run, never written here; supabase/README.md says how
-- to store them. Where pg_cron, pg_net or Vault is not available (plain PostgreSQL, PGlite: the
-- local backend, which runs the engine every hour itself) this migration does nothing.
do $migration$
begin
  if (
    select count(*) from pg_available_extensions
    where name in ('pg_cron', 'pg_net', 'supabase_vault')
  ) < 3 then
    raise notice 'send-alerts is not scheduled: pg_cron, pg_net or Supabase Vault is not available';
    return;
  end if;

  create extension if not exists pg_cron;
  create extension if not exists pg_net;

  -- Scheduling under the same name again replaces the job. The edge function may run for up to
  -- 150 seconds (the platform's request idle timeout), longer than pg_net's 5-second default.
  perform cron.schedule(
    'send-alerts',
    '0 * * * *',
    $job$
    select net.http_post(
      url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url')
        || '/functions/v1/send-alerts',
      headers := jsonb_build_object(
        'Content-Type', 'application/json',
        'Authorization', 'Bearer ' || (
          select decrypted_secret from vault.decrypted_secrets where name = 'service_role_key'
        )
      ),
      body := '{}'::jsonb,
      timeout_milliseconds := 150000
    ) as request_id;
    $job$
  );
end
$migration$;
