/**
 * The venue's time zone from the location the tour prints ('Windsor, Canada'): the city when we know
 * it, else the country's main zone, else UTC. Admins can correct it on the tournament.
 */
const CITIES: Record<string, string> = {
  windsor: 'America/Toronto',
  toronto: 'America/Toronto',
  montreal: 'America/Toronto',
  vancouver: 'America/Vancouver',
  calgary: 'America/Edmonton',
  'new york': 'America/New_York',
  philadelphia: 'America/New_York',
  boston: 'America/New_York',
  chicago: 'America/Chicago',
  houston: 'America/Chicago',
  denver: 'America/Denver',
  'san francisco': 'America/Los_Angeles',
  'los angeles': 'America/Los_Angeles',
  'ponta grossa': 'America/Sao_Paulo',
  'sao paulo': 'America/Sao_Paulo',
  'são paulo': 'America/Sao_Paulo',
  perth: 'Australia/Perth',
  adelaide: 'Australia/Adelaide',
  darwin: 'Australia/Darwin',
  brisbane: 'Australia/Brisbane',
  'gold coast': 'Australia/Brisbane',
};

const COUNTRIES: Record<string, string> = {
  canada: 'America/Toronto',
  'united states': 'America/New_York',
  usa: 'America/New_York',
  brazil: 'America/Sao_Paulo',
  mexico: 'America/Mexico_City',
  colombia: 'America/Bogota',
  peru: 'America/Lima',
  chile: 'America/Santiago',
  argentina: 'America/Argentina/Buenos_Aires',
  paraguay: 'America/Asuncion',
  egypt: 'Africa/Cairo',
  'south africa': 'Africa/Johannesburg',
  england: 'Europe/London',
  scotland: 'Europe/London',
  wales: 'Europe/London',
  'united kingdom': 'Europe/London',
  ireland: 'Europe/Dublin',
  france: 'Europe/Paris',
  germany: 'Europe/Berlin',
  netherlands: 'Europe/Amsterdam',
  switzerland: 'Europe/Zurich',
  spain: 'Europe/Madrid',
  italy: 'Europe/Rome',
  czechia: 'Europe/Prague',
  'czech republic': 'Europe/Prague',
  poland: 'Europe/Warsaw',
  finland: 'Europe/Helsinki',
  qatar: 'Asia/Qatar',
  kuwait: 'Asia/Kuwait',
  'saudi arabia': 'Asia/Riyadh',
  'united arab emirates': 'Asia/Dubai',
  india: 'Asia/Kolkata',
  pakistan: 'Asia/Karachi',
  malaysia: 'Asia/Kuala_Lumpur',
  singapore: 'Asia/Singapore',
  'hong kong': 'Asia/Hong_Kong',
  'hong kong, china': 'Asia/Hong_Kong',
  china: 'Asia/Shanghai',
  japan: 'Asia/Tokyo',
  'south korea': 'Asia/Seoul',
  australia: 'Australia/Sydney',
  'new zealand': 'Pacific/Auckland',
};

export function timezoneForLocation(location: string | null): string {
  if (!location) return 'UTC';
  const parts = location
    .toLowerCase()
    .split(',')
    .map((part) => part.trim());
  for (const part of parts) if (CITIES[part]) return CITIES[part];
  for (const part of [...parts].reverse()) if (COUNTRIES[part]) return COUNTRIES[part];
  return 'UTC';
}
