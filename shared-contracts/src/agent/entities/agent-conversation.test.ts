import { describe, expect, it } from 'vitest';
import { fieldMessages as messagesFor } from '../../testing/field-messages';
import { agentConversationLookupSchema } from './agent-conversation';

describe('agentConversationLookupSchema', () => {
  it('flattens wrapped dates and refuses a range that ends before it starts', () => {
    expect(agentConversationLookupSchema.parse({ from: { date: '2024-06-01T00:00:00.000Z' }, agent: { id: 3 } })).toEqual({
      from: '2024-06-01T00:00:00.000Z',
      agent: '3',
    });
    const result = agentConversationLookupSchema.safeParse({ from: '2024-06-02T00:00:00.000Z', to: '2024-06-01T00:00:00.000Z' });
    expect(messagesFor(result, 'to')).toEqual(['Date range is not valid']);
  });
});
