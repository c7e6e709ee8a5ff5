import { describe, expect, it, vi } from 'vitest';
import { submitHandler } from './submit-handler';

describe('submitHandler', () => {
  it('runs the async submit with the event and returns nothing for React to misread', () => {
    const submit = vi.fn(async () => 'saved');
    const onSubmit = submitHandler<{ type: string }>(submit);
    const event = { type: 'submit' };
    expect(onSubmit(event)).toBeUndefined();
    expect(submit).toHaveBeenCalledWith(event);
  });
});
