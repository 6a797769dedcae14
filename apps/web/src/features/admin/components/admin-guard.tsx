import { Navigate, Outlet } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { useCurrentUserQuery } from '@/lib/current-user';
import { adminPaths } from '../paths';

/** Spec 001 §2: a spinner while the user loads; anyone but a signed-in admin goes to the home page. */
export function AdminGuard() {
  const { data: user, isPending } = useCurrentUserQuery();
  if (isPending) return <Spinner fullScreen />;
  if (!user?.isAdmin) return <Navigate to={adminPaths.home.getHref()} replace />;
  return <Outlet />;
}
