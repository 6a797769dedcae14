import { describe, expect, it } from 'vitest';
import { pageInfo, tournament } from '@/testing/mock-api/data';
import { type ReadState, read } from '@/testing/mock-api/handlers';
import { checkPage, findText, PAGE_LOCALES, renderPage } from '@/testing/page-test';

const upcoming = (state: ReadState) => read('/api/tournaments', state);

describe.each(PAGE_LOCALES)('the home page in %s', (locale) => {
  it('while the upcoming tournaments load', async () => {
    await renderPage('/', locale, [upcoming('loading')]);
    if (locale === 'en') expect(document.querySelector('[aria-label="Loading upcoming tournaments"]')).not.toBeNull();
    checkPage(locale);
  });

  it('with none coming', async () => {
    await renderPage('/', locale, [upcoming({ body: { data: [], pageInfo: pageInfo(0) } })]);
    if (locale === 'en') await findText('No upcoming tournaments right now.');
    checkPage(locale);
  });

  it('when they fail to load', async () => {
    await renderPage('/', locale, [upcoming('error')]);
    if (locale === 'en') await findText('Error Loading Data');
    checkPage(locale);
  });

  it('with the next three', async () => {
    const list = [
      tournament({ name: 'Windy City Open 2027' }),
      tournament({ name: 'Tournament of Champions 2027', location: 'New York, United States', gender: 'womens' }),
      tournament({ name: 'Canary Wharf Classic 2027', location: 'London, United Kingdom' }),
    ];
    await renderPage('/', locale, [upcoming({ body: { data: list, pageInfo: pageInfo(3) } })]);
    await findText('Canary Wharf Classic 2027');
    checkPage(locale);
  });
});
