import { serviceSlug, NAMED_PLATFORMS } from 'shared-core';
import type { MergedProvider } from './merge-providers';

/**
 * Whether a provider is one the user has: the seven named platforms by their catalog ids, other
 * services by the storage value the onboarding gives them.
 */
export function isUserService(
  provider: Pick<MergedProvider, 'name' | 'providerIds'>,
  selectedServices: readonly string[],
): boolean {
  if (selectedServices.includes(serviceSlug(provider.name))) return true;
  return NAMED_PLATFORMS.some(
    (platform) =>
      selectedServices.includes(platform.value) &&
      provider.providerIds.some((id) => (platform.providerIds as readonly number[]).includes(id)),
  );
}
