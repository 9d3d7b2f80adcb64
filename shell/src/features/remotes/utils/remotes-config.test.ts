import { parseRemotesConfig } from './remotes-config';

const complete = {
  mf_discovery: 'http://localhost:3001/mf-manifest.json',
  mf_detail: 'http://localhost:3002/mf-manifest.json',
  mf_account: 'http://localhost:3003/mf-manifest.json',
  mf_onboarding: '/remotes/onboarding/mf-manifest.json',
};

describe('parseRemotesConfig', () => {
  it('accepts absolute and same-origin manifest URLs', () => {
    expect(parseRemotesConfig(complete)).toEqual(complete);
  });

  it('rejects a list, a relative URL and a missing remote with a clear message', () => {
    expect(() => parseRemotesConfig([])).toThrow('remotes.json must map remote names');
    expect(() => parseRemotesConfig({ ...complete, mf_detail: 'detail.json' })).toThrow(
      '"mf_detail" needs an http(s) or absolute manifest URL',
    );
    const { mf_account: _account, ...withoutAccount } = complete;
    expect(() => parseRemotesConfig(withoutAccount)).toThrow('missing mf_account');
  });
});
