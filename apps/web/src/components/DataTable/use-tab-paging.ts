import { useState } from 'react';
import { useAppSelector } from '../../providers/store';
import { DEFAULT_PAGE_LIMIT } from '@procura/shared';

/** Tabs page on their own (not in the URL: the tab itself is), with the user's rows-per-page. */
export function useTabPaging() {
  const preferred = useAppSelector((state) => state.settings.rowsPerPageLimit);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState(preferred > 0 ? preferred : DEFAULT_PAGE_LIMIT);
  return {
    page,
    limit,
    /** Back to the first page: what a new search shows. */
    restart: () => setPage(1),
    paging: (total: number) => ({
      page,
      limit,
      total,
      onPageChange: setPage,
      onLimitChange: (next: number) => {
        setLimit(next);
        setPage(1);
      },
    }),
  };
}
