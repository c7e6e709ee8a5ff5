// The contracts' table of what each route answers (API_ANSWERS) is the API's truth: every route
// that answers JSON is in it with the status and the very schema object its serialiser uses. The
// front-end tests' network fakes parse their answers with that table, so a fake cannot drift from
// the API without a test failing, and the table cannot drift from the API without this one failing.
import { API_ANSWERS, apiRouteOf } from '@heartline/contracts/testing';
import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../helpers/app';

const t = setupTestApp();

/** Routes no app calls through the API client: infrastructure, the docs, the dev pages, the payment processor's webhook. */
const NOT_FOR_THE_APPS = /^\/(health|docs|dev|payments\/webhook)(\/|$)/;

function successOf(responses: Record<string, unknown>): { status: number; schema: unknown } | undefined {
  const entry = Object.entries(responses).find(([code]) => code.startsWith('2'));
  return entry && { status: Number(entry[0]), schema: entry[1] };
}

/** Fastify's `/conversation/:id` in the OpenAPI document's spelling, `/conversation/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('the contracts’ table of API answers', () => {
  it('has every JSON route of the API, with its success status and the schema the API answers with', () => {
    const routes = t.app.routeAccess().filter((route) => !NOT_FOR_THE_APPS.test(route.url));
    const mismatches: string[] = [];
    const seen = new Set<string>();
    for (const route of routes) {
      const success = successOf(route.responses);
      if (!success) continue;
      const key = `${route.method} ${openApiPath(route.url)}`;
      seen.add(key);
      const answer = API_ANSWERS[key];
      // A 204 route's schema is zod's null: the table says "no body" with none.
      const schema = success.status === 204 ? undefined : success.schema;
      if (!answer) mismatches.push(`${key} is missing from API_ANSWERS`);
      else if (answer.status !== success.status) mismatches.push(`${key} answers ${success.status}, the table says ${answer.status}`);
      else if (answer.schema !== schema) mismatches.push(`${key}: the table names another schema than the route answers with`);
    }
    expect(mismatches).toEqual([]);
    expect(Object.keys(API_ANSWERS).filter((key) => !seen.has(key))).toEqual([]);
  });

  it('sends a request to its route, a literal path before a template', () => {
    expect(apiRouteOf('get', '/conversation/c1')).toBe('GET /conversation/{id}');
    expect(apiRouteOf('PATCH', '/conversation/c1/meet-up/m2')).toBe('PATCH /conversation/{id}/meet-up/{meetupId}');
    expect(apiRouteOf('GET', '/brand')).toBe('GET /brand');
    expect(apiRouteOf('GET', '/conversation/c1/extra')).toBeUndefined();
  });
});
