// Adds lock entries for other platforms' optional binaries (Next SWC, unrs resolver) that our
// registry mirror does not carry, so `npm ci` finds package-lock.json in sync. npm skips packages
// for other platforms without fetching them. Run after `npm install`:
//   node scripts/complete-lockfile.mjs        (decision 15, docs/decisions/)
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';

const OS_WORDS = ['darwin', 'win32', 'android', 'freebsd', 'openharmony', 'linux'];
// Longer names first: "arm64" must not be read as "arm".
const CPU_WORDS = ['arm64', 'x64', 'ia32', 'loong64', 'ppc64', 'riscv64', 's390x', 'arm'];

/** The registry's metadata for name@version, or null when the registry does not have it. */
function registryEntry(name, version) {
  try {
    const answer = JSON.parse(execFileSync('npm', ['view', `${name}@${version}`, '--json'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }));
    const meta = Array.isArray(answer) ? answer.at(-1) : answer;
    return { version: meta.version, integrity: meta.dist?.integrity, cpu: meta.cpu, os: meta.os, libc: meta.libc, license: meta.license, optional: true };
  } catch {
    return null;
  }
}

/** Platform binaries name their os and cpu, e.g. @next/swc-darwin-arm64. */
function entryFromName(name, version) {
  const word = (words) => words.find((w) => name.includes(w));
  return { version, cpu: [word(CPU_WORDS) ?? 'x64'], os: [word(OS_WORDS) ?? 'linux'], optional: true };
}

const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const packages = lock.packages;
const added = [];
for (const [parentPath, parent] of Object.entries(packages)) {
  for (const [name, range] of Object.entries(parent.optionalDependencies ?? {})) {
    const key = `node_modules/${name}`;
    if (packages[key] || packages[`${parentPath}/node_modules/${name}`]) continue;
    const version = range.replace(/^[\^~=]/, '');
    const fromRegistry = registryEntry(name, version);
    const entry = fromRegistry ?? entryFromName(name, version);
    packages[key] = Object.fromEntries(Object.entries(entry).filter(([, value]) => value !== undefined));
    added.push(`${name}@${entry.version} (${fromRegistry ? 'registry' : 'from its name'})`);
  }
}
// npm keeps the root first and the rest sorted.
const { '': root, ...rest } = packages;
lock.packages = { '': root, ...Object.fromEntries(Object.entries(rest).sort(([a], [b]) => (a < b ? -1 : 1))) };
fs.writeFileSync('package-lock.json', `${JSON.stringify(lock, null, 2)}\n`);
console.log(added.length ? `Added:\n${added.join('\n')}` : 'The lock file already lists every optional binary.');
