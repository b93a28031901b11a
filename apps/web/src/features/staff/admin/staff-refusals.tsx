import { useQuery } from '@tanstack/react-query';

import type { StaffRefusal } from '@site/contracts/api/staff';
import { isStaffRole, STAFF_ROLE_LABELS } from '@site/contracts/staff';
import { formatSeoul } from '@site/contracts/time';

import { ListOrNotice, ListPager } from '../../../components/ui/paged-list';
import { ResponsiveList, type ListColumn } from '../../../components/ui/responsive-list';
import { koStaff as text } from '../../../i18n/ko-staff';
import { pageFromQuery, pageParam, useAddressQuery } from '../../../lib/address-query';
import { staffRefusalsQuery } from '../api/admin-staff';

const columns: ListColumn<StaffRefusal>[] = [
  { key: 'at', header: text.at, cell: (row) => formatSeoul(row.at, 'dateTimeFull') },
  {
    key: 'staff',
    header: text.staff,
    cell: (row) => `${row.userId} (${isStaffRole(row.staffRole) ? STAFF_ROLE_LABELS[row.staffRole] : row.staffRole})`,
  },
  { key: 'permission', header: text.permission, cell: (row) => row.permission },
  { key: 'request', header: text.request, wrap: true, cell: (row) => `${row.method} ${row.route}` },
  { key: 'ip', header: text.ip, cell: (row) => row.ip },
];

/** 권한 거부 기록: console calls the server refused for want of a permission, newest first, a page at a time (?refusals=). */
export function StaffRefusals() {
  const [params, setQuery] = useAddressQuery();
  const page = pageFromQuery(params.get('refusals'));
  const { data, isError } = useQuery(staffRefusalsQuery(page));
  return (
    <>
      <ListOrNotice page={data} failed={isError} failedText={text.refusalsFailed} emptyText={text.refusalsEmpty}>
        {data && (
          <ResponsiveList
            label={text.refusalsTitle}
            rows={data.items}
            rowKey={(row) => row.id}
            columns={columns}
            primary="at"
          />
        )}
      </ListOrNotice>
      <ListPager page={page} pageCount={data?.pageCount} onPage={(next) => setQuery({ refusals: pageParam(next) })} />
    </>
  );
}
