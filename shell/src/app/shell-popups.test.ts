import { describe, expect, it } from 'vitest';
import manifest from '../../app.manifest.json';
import { SHELL_POPUPS } from './shell-popups';

describe("the shell's popups and its manifest", () => {
  it('renders exactly the popups its manifest lists, so PopupName (written from the manifests) names each of them', () => {
    expect(Object.keys(SHELL_POPUPS).toSorted()).toEqual(manifest.popups.toSorted());
  });
});
