import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { NAMED_PLATFORMS, serviceSlug } from './streaming-services';

/**
 * The alert engine maps the slugs profiles store to catalog ids with public.streaming_services,
 * seeded by a migration: it must say what this module says, or alerts would miss a member's service.
 */
const migrations = join(__dirname, '../../../../supabase/migrations');
const seedFile = readdirSync(migrations).find((name) => name.endsWith('_alerts.sql'))!;
const seeded = [
  ...readFileSync(join(migrations, seedFile), 'utf8').matchAll(
    /\('([a-z0-9-]+)', '((?:[^']|'')+)', '\{([\d,]+)\}'\)/g,
  ),
].map(([, slug, name, ids]) => ({
  slug: slug!,
  name: name!.replace(/''/g, "'"),
  providerIds: ids!.split(',').map(Number),
}));

it('seeds each named platform under its value with the same catalog ids', () => {
  for (const platform of NAMED_PLATFORMS) {
    expect(seeded).toContainEqual({
      slug: platform.value,
      name: platform.name,
      providerIds: [...platform.providerIds],
    });
  }
});

it('seeds every other service under the slug onboarding stores for it', () => {
  const named = new Set<string>(NAMED_PLATFORMS.map((platform) => platform.value));
  const others = seeded.filter((row) => !named.has(row.slug));
  expect(others.length).toBeGreaterThan(20);
  for (const row of others) expect(row.slug).toBe(serviceSlug(row.name));
});
