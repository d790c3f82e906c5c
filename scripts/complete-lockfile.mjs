// Adds lock entries for other platforms' optional binaries (Next SWC, unrs resolver) that our
// registry mirror does not carry, so `npm ci` finds package-lock.json in sync. Run after `npm install`:
// node scripts/complete-lockfile.mjs (docs/decisions.md 15).
import fs from 'node:fs';
import { execSync } from 'node:child_process';
const lock = JSON.parse(fs.readFileSync('package-lock.json', 'utf8'));
const pk = lock.packages; const added = [];
for (const [path, meta] of Object.entries(pk)) {
  for (const [name, range] of Object.entries(meta.optionalDependencies || {})) {
    const key = `node_modules/${name}`;
    if (pk[key] || pk[`${path}/node_modules/${name}`]) continue;
    const version = range.replace(/^[\^~=]/, '');
    let entry;
    try {
      const v = JSON.parse(execSync(`npm view ${name}@${version} --json 2>/dev/null`, { encoding: 'utf8' }));
      const m = Array.isArray(v) ? v[v.length - 1] : v;
      entry = { version: m.version, integrity: m.dist && m.dist.integrity, cpu: m.cpu, os: m.os, libc: m.libc, license: m.license, optional: true };
    } catch {
      const os = /darwin/.test(name) ? ['darwin'] : /win32/.test(name) ? ['win32'] : /android/.test(name) ? ['android'] : /freebsd/.test(name) ? ['freebsd'] : /openharmony/.test(name) ? ['openharmony'] : ['linux'];
      const cpu = [/arm64/.test(name) ? 'arm64' : /x64/.test(name) ? 'x64' : /ia32/.test(name) ? 'ia32' : /arm/.test(name) ? 'arm' : /loong64/.test(name) ? 'loong64' : /ppc64/.test(name) ? 'ppc64' : /riscv64/.test(name) ? 'riscv64' : /s390x/.test(name) ? 's390x' : 'x64'];
      entry = { version, cpu, os, optional: true };
    }
    for (const k of Object.keys(entry)) if (entry[k] === undefined) delete entry[k];
    pk[key] = entry; added.push(`${name}@${entry.version} ${entry.integrity ? 'registry' : 'from name'}`);
  }
}
const sorted = {}; for (const k of Object.keys(pk).sort((a, b) => (a === '' ? -1 : b === '' ? 1 : a < b ? -1 : 1))) sorted[k] = pk[k];
lock.packages = sorted;
fs.writeFileSync('package-lock.json', JSON.stringify(lock, null, 2) + '\n');
console.log(added.join('\n'));
