import { isChosenService } from 'shared-core';
import type { MergedProvider } from './merge-providers';

/**
 * Whether a provider is one the user has: the seven named platforms by their catalog ids, other
 * services by the storage value the onboarding gives them.
 */
export function isUserService(
  provider: Pick<MergedProvider, 'name' | 'providerIds'>,
  selectedServices: readonly string[],
): boolean {
  return provider.providerIds.some((id) =>
    isChosenService({ provider_id: id, provider_name: provider.name }, selectedServices),
  );
}
