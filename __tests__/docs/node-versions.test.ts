import { readFileSync } from 'node:fs';
import path from 'node:path';
import semver from 'semver';

// The Node versions we declare must be ones every installed package accepts (decision 255): the
// lowest version of each line `engines` allows must satisfy each package's own `engines.node`, so
// a dependency update that needs a newer Node fails here rather than on a machine.
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string; npm: string }; packageManager: string };
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[]; os?: string[]; cpu?: string[]; optional?: boolean }> };

/** The lowest version of each major line the range allows, e.g. 20.19.0 and 22.13.0. */
function floors(range: string): string[] {
  return new semver.Range(range).set.map((comparators) => semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' ')))!.version);
}

/** Each installed package's engines.node, from the lock (npm copies it there) or its package.json. */
function installedEngines(): { name: string; node: string }[] {
  return Object.entries(lock.packages).flatMap(([where, entry]) => {
    // Another platform's binary (npm installs only ours) says nothing about the Node we run.
    if (!where || (entry.optional && (entry.os || entry.cpu))) return [];
    let node = Array.isArray(entry.engines) ? undefined : entry.engines?.node;
    if (!node) {
      try {
        node = (JSON.parse(readFileSync(path.join(where, 'package.json'), 'utf8')) as { engines?: { node?: string } }).engines?.node;
      } catch {
        node = undefined;
      }
    }
    return node ? [{ name: where.replace(/^.*node_modules\//, ''), node }] : [];
  });
}

it('declares Node 20 and 22 from versions every installed package accepts', () => {
  const lowest = floors(pkg.engines.node);
  expect(lowest.map((version) => semver.major(version))).toEqual([20, 22]);
  const refusing = installedEngines().flatMap(({ name, node }) => lowest.filter((version) => !semver.satisfies(version, node)).map((version) => `${name} (${node}) refuses ${version}`));
  expect(refusing).toEqual([]);
});

it('pins the development Node (.nvmrc) and npm (packageManager) to versions engines allows', () => {
  const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
  expect(semver.satisfies(nvmrc, pkg.engines.node)).toBe(true);
  const npm = /^npm@(\d+\.\d+\.\d+)$/.exec(pkg.packageManager)?.[1];
  expect(npm && semver.satisfies(npm, pkg.engines.npm)).toBe(true);
  expect(JSON.parse(readFileSync('package-lock.json', 'utf8')).packages[''].engines).toEqual(pkg.engines);
});

it('keeps the weekly updates (renovate.json) to the Node and npm the project declares', () => {
  const renovate = JSON.parse(readFileSync('renovate.json', 'utf8')) as { constraints: { node: string; npm: string }; constraintsFiltering: string; packageRules: { matchPackageNames?: string[]; allowedVersions?: string }[] };
  // Updates are judged against the oldest Node we declare, so none needs more than it.
  expect(semver.minVersion(renovate.constraints.node)!.version).toBe(floors(pkg.engines.node)[0]!);
  expect(renovate.constraintsFiltering).toBe('strict');
  expect(semver.satisfies(/^npm@(.+)$/.exec(pkg.packageManager)![1]!, renovate.constraints.npm)).toBe(true);
  const nodeTypes = renovate.packageRules.find((rule) => rule.matchPackageNames?.includes('@types/node'));
  const installedTypes = lock.packages['node_modules/@types/node'] as unknown as { version: string };
  expect(semver.satisfies(installedTypes.version, nodeTypes!.allowedVersions!)).toBe(true);
  expect(semver.major(installedTypes.version)).toBe(semver.major(floors(pkg.engines.node)[0]!));
});
