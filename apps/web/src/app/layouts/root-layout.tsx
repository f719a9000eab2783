import { Outlet, ScrollRestoration } from 'react-router';

/** Outermost route element: children plus scroll restoration between pages. */
export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration />
    </>
  );
}
