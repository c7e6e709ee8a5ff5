import { describe, expect, it } from 'vitest';
import { moduleManifestProblems } from '@heartline/contracts';
import manifest from '../../app.manifest.json';
import remoteModule from './module';

describe('the exposed module and the app manifest', () => {
  it('exposes routes only under the prefixes it registers, each in its layout, and exactly the popups it registers', () => {
    expect(moduleManifestProblems(remoteModule, manifest)).toEqual([]);
  });
});
