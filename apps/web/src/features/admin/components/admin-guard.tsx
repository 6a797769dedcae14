import { Navigate, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useCurrentUserQuery } from '@/lib/current-user';

/** Spec 001 §2: a spinner while the user loads; anyone but a signed-in admin goes to the home page. */
export function AdminGuard() {
  const { data: user, isPending } = useCurrentUserQuery();
  if (isPending) return <Spinner fullScreen />;
  if (!user?.isAdmin) return <Navigate to={paths.home.getHref()} replace />;
  return <Outlet />;
}
