/**
 * Every client-side route, in one table: the router uses `path`, links use `getHref` (never hand-built
 * strings). Routes of later issues (login, dashboard, admin) are listed so links to them stay typed.
 */
export const paths = {
  home: { path: '/', getHref: () => '/' },
  tournaments: { path: '/tournaments', getHref: () => '/tournaments' },
  tournament: {
    path: '/tournaments/:tournamentId',
    getHref: (tournamentId: string, hash?: 'leaderboard') =>
      `/tournaments/${encodeURIComponent(tournamentId)}${hash ? `#${hash}` : ''}`,
  },
  results: { path: '/results', getHref: () => '/results' },
  leaderboard: { path: '/leaderboard', getHref: () => '/leaderboard' },
  howItWorks: { path: '/how-it-works', getHref: () => '/how-it-works' },
  faq: { path: '/faq', getHref: () => '/faq' },
  rules: { path: '/rules', getHref: () => '/rules' },
  terms: { path: '/terms', getHref: () => '/terms' },
  privacy: { path: '/privacy', getHref: () => '/privacy' },
  contact: { path: '/contact', getHref: () => '/contact' },
  login: {
    path: '/login',
    getHref: () => '/login',
  },
  forgotPassword: {
    path: '/forgot-password',
    /** `email` prefills the form (the login page passes the address it was given). */
    getHref: (email?: string) => (email ? `/forgot-password?${new URLSearchParams({ email })}` : '/forgot-password'),
  },
  resetPassword: { path: '/reset-password', getHref: () => '/reset-password' },
  dashboard: { path: '/dashboard', getHref: () => '/dashboard' },
  account: { path: '/account', getHref: () => '/account' },
  creditTransactions: { path: '/credit-transactions', getHref: () => '/credit-transactions' },
  credits: { path: '/credits', getHref: () => '/credits' },
  payment: { path: '/payment', getHref: () => '/payment' },
  /** The receipt, under both of the spec's readings; links use the first (Stripe returns there too). */
  paymentReceipt: {
    path: '/payment/:paymentId',
    getHref: (paymentId: string) => `/payment/${encodeURIComponent(paymentId)}`,
  },
  receipt: { path: '/receipt/:paymentId', getHref: (paymentId: string) => `/receipt/${encodeURIComponent(paymentId)}` },
  admin: { path: '/admin', getHref: () => '/admin' },
} as const;
