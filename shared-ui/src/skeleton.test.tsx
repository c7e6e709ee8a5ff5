import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import { Skeleton } from './skeleton';
import { axeViolations } from './testing/axe';

describe('the skeleton', () => {
  it('is hidden from screen readers, the region it stands in for says it loads', async () => {
    const { container } = render(
      <section aria-busy="true" aria-label="Profiles">
        <Skeleton shape="card" />
        <Skeleton shape="avatar" />
        <Skeleton lines={4} />
        <Skeleton shape="block" width="100%" height="12rem" />
      </section>,
    );
    for (const skeleton of container.querySelectorAll('.ui-skeleton')) expect(skeleton).toHaveAttribute('aria-hidden', 'true');
    expect(await axeViolations(container)).toEqual([]);
  });

  it('is shaped like what follows: a photo and two lines, a circle and two lines, the lines asked for', () => {
    const { container } = render(
      <>
        <Skeleton shape="card" className="card" />
        <Skeleton shape="avatar" className="avatar" />
        <Skeleton lines={4} className="text" />
      </>,
    );
    expect(container.querySelector('.card .ui-skeleton-photo')).not.toBeNull();
    expect(container.querySelectorAll('.card .ui-skeleton-line')).toHaveLength(2);
    expect(container.querySelector('.avatar .ui-skeleton-circle')).not.toBeNull();
    expect(container.querySelectorAll('.text .ui-skeleton-line')).toHaveLength(4);
  });
});
