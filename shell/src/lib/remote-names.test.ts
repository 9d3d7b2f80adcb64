import { remoteEntryOf } from './remote-names';

describe('remoteEntryOf', () => {
  it('names the entry script beside a release manifest, on its origin or this one', () => {
    expect(remoteEntryOf('https://detail.example/releases/20261128-1/mf-manifest.json')).toBe(
      'https://detail.example/releases/20261128-1/remoteEntry.js',
    );
    expect(remoteEntryOf('/remotes/onboarding/mf-manifest.json')).toBe(
      '/remotes/onboarding/remoteEntry.js',
    );
  });
});
