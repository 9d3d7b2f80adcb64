const { execFileSync } = require('node:child_process');

/** Which build this is: WATCHWHERE_RELEASE when set by a deploy, else version + git commit. */
function releaseId(packageJson) {
  if (process.env.WATCHWHERE_RELEASE) return process.env.WATCHWHERE_RELEASE;
  try {
    const commit = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' });
    return `${packageJson.version}+${commit.trim()}`;
  } catch {
    return packageJson.version;
  }
}

module.exports = { releaseId };
