import type { readDeployFile as ReadDeployFile } from './deploy-files';

const CONFIG = { catalogUrl: 'http://localhost:54321/catalog' };
const REMOTES = { mf_detail: 'http://localhost:3002/mf-manifest.json' };

/** A fresh copy of the module: each page load reads its files once. */
async function freshReader(): Promise<typeof ReadDeployFile> {
  jest.resetModules();
  return (await import('./deploy-files')).readDeployFile;
}

function addInlineBlock(id: string, text: string) {
  const block = document.createElement('script');
  block.type = 'application/json';
  block.id = id;
  block.textContent = text;
  document.head.append(block);
}

const fetchMock = jest.fn();

beforeEach(() => {
  document.head.innerHTML = '';
  fetchMock.mockReset();
  fetchMock.mockImplementation(async (url: string) => ({
    ok: true,
    json: async () => (url === '/config.json' ? CONFIG : REMOTES),
  }));
  global.fetch = fetchMock as unknown as typeof fetch;
});

test('a page that carries the files inline is read without a request', async () => {
  addInlineBlock(
    'watchwhere-config',
    JSON.stringify({ catalogUrl: 'https://inline.example/catalog' }),
  );
  addInlineBlock('watchwhere-remotes', JSON.stringify(REMOTES));
  const readDeployFile = await freshReader();
  await expect(readDeployFile('/config.json')).resolves.toEqual({
    catalogUrl: 'https://inline.example/catalog',
  });
  await expect(readDeployFile('/remotes.json')).resolves.toEqual(REMOTES);
  expect(fetchMock).not.toHaveBeenCalled();
});

test('a page without them fetches each once, past the HTTP cache', async () => {
  const readDeployFile = await freshReader();
  await expect(readDeployFile('/config.json')).resolves.toEqual(CONFIG);
  await readDeployFile('/config.json');
  expect(fetchMock).toHaveBeenCalledTimes(1);
  expect(fetchMock).toHaveBeenCalledWith('/config.json', { cache: 'no-cache' });
});

test('an unreadable inline copy, or an element that is not a JSON block, falls back to the file', async () => {
  addInlineBlock('watchwhere-config', '{ not json');
  const notData = document.createElement('div');
  notData.id = 'watchwhere-remotes';
  notData.textContent = JSON.stringify({ mf_detail: 'https://evil.example/mf-manifest.json' });
  document.head.append(notData);
  const readDeployFile = await freshReader();
  await expect(readDeployFile('/config.json')).resolves.toEqual(CONFIG);
  await expect(readDeployFile('/remotes.json')).resolves.toEqual(REMOTES);
  expect(fetchMock).toHaveBeenCalledTimes(2);
});

test('a failed fetch is an error for the start-up screen', async () => {
  fetchMock.mockResolvedValue({ ok: false, status: 503 });
  const readDeployFile = await freshReader();
  await expect(readDeployFile('/remotes.json')).rejects.toThrow('/remotes.json answered 503');
});
