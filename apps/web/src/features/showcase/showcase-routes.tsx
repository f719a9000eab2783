import { lazy, Suspense, useEffect, type ComponentType, type LazyExoticComponent } from 'react';
import { Route, Routes, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageLoader } from '@/components/layout/page-state';
import { toast } from '@/lib/toast/toast-store';
import { ShowcaseIndex } from './showcase-index';
import { SHOWCASE } from './showcase-registry';

const PAGES: ReadonlyArray<{ slug: string; Page: LazyExoticComponent<ComponentType> }> = SHOWCASE.map((e) => ({
  slug: e.slug,
  Page: lazy(async () => ({ default: await e.load() })),
}));

/** An unknown showcase page behaves like any unknown route (docs/requirements.md §2 route guard). */
function ShowcaseNotFound() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  useEffect(() => {
    toast.info(t('guard.notFound'), { timeout: 0 });
    void navigate('/', { replace: true });
  }, [navigate, t]);
  return null;
}

/** The `/components/*` subtree: the index and one route per showcase page, each loaded on first visit. */
export function ShowcaseRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<ShowcaseIndex />} />
        {PAGES.map(({ slug, Page }) => (
          <Route key={slug} path={slug} element={<Page />} />
        ))}
        <Route path="*" element={<ShowcaseNotFound />} />
      </Routes>
    </Suspense>
  );
}
