// Debian's Chromium (never a downloaded browser), with the flags a closed network needs: one set of
// launch options for the e2e suite, the benches and the UI kit's story checks.
module.exports = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
