import { citySearchResponseSchema } from '@heartline/contracts/schemas';
import { describe, expect, it } from 'vitest';
import { anonymous, setupTestApp } from '../helpers/app';

const t = setupTestApp();

const get = (url: string) => t.app.inject({ method: 'GET', url, headers: anonymous });

describe('GET /locations/{country}/cities', () => {
  it('finds cities by the start of their name first, then by any part, accents ignored, with their state', async () => {
    const response = await get('/locations/de/cities?search=mun');
    expect(response.statusCode).toBe(200);
    expect(citySearchResponseSchema.parse(response.json()).cities).toEqual([
      { city: 'München', state: 'Bayern', zip: '80331' },
      { city: 'Münster', state: 'Nordrhein-Westfalen', zip: '48143' },
      { city: 'Dortmund', state: 'Nordrhein-Westfalen', zip: '44135' },
    ]);
  });

  it('tells cities of the same name apart by state', async () => {
    const { cities } = citySearchResponseSchema.parse((await get('/locations/US/cities?search=spring')).json());
    expect(cities.map((city) => city.state)).toEqual(['IL', 'MA', 'MO']);
  });

  it('answers 404 for a country without data', async () => {
    const response = await get('/locations/FR/cities?search=par');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No location data for this country');
  });
});

describe('GET /locations/{country}/zip/{zip}', () => {
  it.each([
    ['US', '10001', { city: 'New York', state: 'NY' }],
    ['US', '94110-1234', { city: 'San Francisco', state: 'CA' }],
    ['GB', 'SW1A 1AA', { city: 'London', state: 'Greater London' }],
    ['IE', 'D02 XK57', { city: 'Dublin', state: 'County Dublin' }],
    ['NL', '1017 CA', { city: 'Amsterdam', state: 'Noord-Holland' }],
    ['DE', '80331', { city: 'München', state: 'Bayern' }],
  ])('answers the state for %s %s', async (country, zip, expected) => {
    const response = await get(`/locations/${country}/zip/${encodeURIComponent(zip)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expected);
  });

  it.each([
    ['GB', 'JE2 3AB'],
    ['US', '09001'],
    ['US', '99999'],
  ])('fails clearly when %s %s has no state', async (country, zip) => {
    const response = await get(`/locations/${country}/zip/${encodeURIComponent(zip)}`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe('No state found for this ZIP code');
  });
});
