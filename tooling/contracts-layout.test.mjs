import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { describeCircle } from './import-graph.mjs';
import { domainCircles, entryGaps, floorViolations } from './contracts-layout.mjs';

/** A throw-away repo holding a contracts package with the given source files (relative to src/). */
function contractsWith(files, exports = { '.': './src/index.ts', './rules': './src/rules.ts', './schemas': './src/schemas.ts' }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'heartline-contracts-'));
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ workspaces: ['shared-contracts'] }));
  fs.mkdirSync(path.join(dir, 'shared-contracts/src'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'shared-contracts/package.json'), JSON.stringify({ name: '@heartline/contracts', exports }));
  for (const [file, text] of Object.entries(files)) {
    const full = path.join(dir, 'shared-contracts/src', file);
    fs.mkdirSync(path.dirname(full), { recursive: true });
    fs.writeFileSync(full, text);
  }
  return dir;
}

describe('the contracts package', () => {
  it('stands on platform/, which imports no domain; no folder imports an entry or a gathering; only tests import testing/', () => {
    expect(floorViolations()).toEqual([]);
  });

  it("has no circle in its domains' imports of one another, type-only imports included", () => {
    expect(domainCircles().circles.map(describeCircle)).toEqual([]);
  });

  it('offers every call, rule and schema its folders hold from the entry that carries its kind, and exports nothing no one reads', () => {
    expect(entryGaps()).toEqual([]);
  });
});

describe('the checks of its shape', () => {
  it('name a ground floor that reads a domain (a type is enough), a folder that reads a gathering, and code that reads the tests’ scaffolding', () => {
    const root = contractsWith({
      'platform/events.ts': "import type { User } from '../accounts/user';\nexport type Events = { user: User };\n",
      'accounts/user.ts':
        "import { MESSAGES } from '../messages';\nexport interface User { name: string }\nexport const words = MESSAGES;\n",
      'accounts/user-fixture.ts': "import { probe } from '../testing/probe';\nexport const fixture = probe;\n",
      'accounts/user.test.ts': "import { probe } from '../testing/probe';\nprobe();\n",
      'testing/probe.ts': 'export const probe = () => undefined;\n',
      'messages.ts': 'export const MESSAGES = {};\n',
    });
    expect(floorViolations(root)).toEqual([
      'accounts/user-fixture.ts → testing/probe.ts (only tests import testing/)',
      'accounts/user.ts → messages.ts (a folder never imports the entries or the gatherings above the folders)',
      'platform/events.ts → accounts/user.ts (platform/ is the ground floor: it imports no domain)',
    ]);
  });

  it('name a circle between two domains, even one closed by a test', () => {
    const root = contractsWith({
      'accounts/user.ts': "import type { Profile } from '../profiles/profile';\nexport type User = { profile: Profile };\n",
      'profiles/profile.ts': 'export type Profile = { name: string };\n',
      'profiles/profile.test.ts': "import type { User } from '../accounts/user';\nexport type Seen = User;\n",
    });
    expect(domainCircles(root).circles.map(describeCircle)).toEqual(['2-file circle: accounts → profiles → accounts']);
  });

  it('name a call, a rule and a schema no entry offers, and an export no one reads, but not a schema other schemas are built from', () => {
    const root = contractsWith({
      'index.ts': "export { getUser } from './accounts/api/users';\n",
      'rules.ts': "export { isAdult } from './accounts/rules/age';\n",
      'schemas.ts': "export { userSchema } from './accounts/entities/user';\n",
      'accounts/api/users.ts': 'export const getUser = () => undefined;\nexport const listUsers = () => undefined;\n',
      'accounts/rules/age.ts': 'export const isAdult = () => true;\nexport const isMinor = () => false;\n',
      'accounts/entities/user.ts':
        "import { nameSchema } from './name';\nexport const userSchema = { name: nameSchema };\nexport type User = { name: string };\n",
      'accounts/entities/name.ts': 'export const nameSchema = {};\n',
      'accounts/messages.ts': 'export const ACCOUNTS_MESSAGES = {};\n',
      'accounts/constants.ts': 'export const CLAIM_TIME_MS = 300_000;\n',
    });
    expect(entryGaps(root)).toEqual([
      'accounts/api/users.ts: listUsers (every call is offered by the core entry, index.ts)',
      'accounts/entities/user.ts: User (every schema and its type is offered by the schemas entry, schemas.ts)',
      'accounts/messages.ts: ACCOUNTS_MESSAGES (no entry offers it and no file of the package reads it)',
      'accounts/rules/age.ts: isMinor (every rule is offered by the rules entry, rules.ts)',
    ]);
  });
});
