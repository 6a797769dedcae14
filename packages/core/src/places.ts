import ALPHA_2_TO_3 from 'countries-list/minimal/countries.2to3.min.json' with { type: 'json' };

/*
 * The places a fan can say they live in (issue 62): countries by their ISO 3166-1 code, and the regions of the
 * countries whose law on paid contests differs by region. Pure data, for the browser's form and the server's
 * checks alike (no zod: exported from `@squash/core/rules`).
 */

/** ISO 3166-1 alpha-2 country codes ('AU', 'FR'), from countries-list. */
export const COUNTRY_CODES: readonly string[] = Object.keys(ALPHA_2_TO_3);
const COUNTRIES = new Set(COUNTRY_CODES);

/**
 * The ISO 3166-2 regions of the countries whose law on paid contests differs by region: Australia's states and
 * territories, Canada's provinces and territories, the United States' states and the District of Columbia.
 */
export const REGIONS: Readonly<Record<'AU' | 'CA' | 'US', Readonly<Record<string, string>>>> = {
  AU: {
    'AU-ACT': 'Australian Capital Territory',
    'AU-NSW': 'New South Wales',
    'AU-NT': 'Northern Territory',
    'AU-QLD': 'Queensland',
    'AU-SA': 'South Australia',
    'AU-TAS': 'Tasmania',
    'AU-VIC': 'Victoria',
    'AU-WA': 'Western Australia',
  },
  CA: {
    'CA-AB': 'Alberta',
    'CA-BC': 'British Columbia',
    'CA-MB': 'Manitoba',
    'CA-NB': 'New Brunswick',
    'CA-NL': 'Newfoundland and Labrador',
    'CA-NS': 'Nova Scotia',
    'CA-NT': 'Northwest Territories',
    'CA-NU': 'Nunavut',
    'CA-ON': 'Ontario',
    'CA-PE': 'Prince Edward Island',
    'CA-QC': 'Quebec',
    'CA-SK': 'Saskatchewan',
    'CA-YT': 'Yukon',
  },
  US: {
    'US-AL': 'Alabama',
    'US-AK': 'Alaska',
    'US-AZ': 'Arizona',
    'US-AR': 'Arkansas',
    'US-CA': 'California',
    'US-CO': 'Colorado',
    'US-CT': 'Connecticut',
    'US-DE': 'Delaware',
    'US-DC': 'District of Columbia',
    'US-FL': 'Florida',
    'US-GA': 'Georgia',
    'US-HI': 'Hawaii',
    'US-ID': 'Idaho',
    'US-IL': 'Illinois',
    'US-IN': 'Indiana',
    'US-IA': 'Iowa',
    'US-KS': 'Kansas',
    'US-KY': 'Kentucky',
    'US-LA': 'Louisiana',
    'US-ME': 'Maine',
    'US-MD': 'Maryland',
    'US-MA': 'Massachusetts',
    'US-MI': 'Michigan',
    'US-MN': 'Minnesota',
    'US-MS': 'Mississippi',
    'US-MO': 'Missouri',
    'US-MT': 'Montana',
    'US-NE': 'Nebraska',
    'US-NV': 'Nevada',
    'US-NH': 'New Hampshire',
    'US-NJ': 'New Jersey',
    'US-NM': 'New Mexico',
    'US-NY': 'New York',
    'US-NC': 'North Carolina',
    'US-ND': 'North Dakota',
    'US-OH': 'Ohio',
    'US-OK': 'Oklahoma',
    'US-OR': 'Oregon',
    'US-PA': 'Pennsylvania',
    'US-RI': 'Rhode Island',
    'US-SC': 'South Carolina',
    'US-SD': 'South Dakota',
    'US-TN': 'Tennessee',
    'US-TX': 'Texas',
    'US-UT': 'Utah',
    'US-VT': 'Vermont',
    'US-VA': 'Virginia',
    'US-WA': 'Washington',
    'US-WV': 'West Virginia',
    'US-WI': 'Wisconsin',
    'US-WY': 'Wyoming',
  },
};
const REGION_NAMES: Readonly<Record<string, string>> = Object.assign({}, ...Object.values(REGIONS));

export const isCountryCode = (code: string) => COUNTRIES.has(code);
export const isRegionCode = (code: string) => code in REGION_NAMES;
/** A region's English name ('New York'); undefined for a country or an unknown code. */
export const regionName = (code: string): string | undefined => REGION_NAMES[code];
/** The regions a country is divided into here (US states...); none for the others. */
export const regionsOf = (country: string): string[] =>
  Object.keys((REGIONS as Record<string, Record<string, string>>)[country] ?? {});

/** A country's or region's name in `locale`: 'France', 'New Jersey, United States' (regions' names in English). */
export function nameOfPlace(code: string, locale: string): string {
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(code.slice(0, 2)) ?? code;
  const region = regionName(code);
  return region ? `${region}, ${country}` : country;
}
