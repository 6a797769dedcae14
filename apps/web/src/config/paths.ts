/** Every client-side route, in one table: links use `getHref`, the router uses `path`. */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  tournaments: { path: '/tournaments', getHref: () => '/tournaments' },
} as const;
