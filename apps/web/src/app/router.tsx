import { createBrowserRouter } from 'react-router';
import { paths } from '@/config/paths';
import { TournamentsPage } from '@/features/tournaments/pages/tournaments-page';
import { RootLayout } from './layouts/root-layout';
import { NotFoundPage } from './routes/not-found';
import { RouteError } from './routes/route-error';

export const router = createBrowserRouter([
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    children: [
      // The home page proper (hero, how it works) is a later issue; until then it is the tournament list.
      { path: paths.home.path, element: <TournamentsPage /> },
      { path: paths.tournaments.path, element: <TournamentsPage /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
]);
