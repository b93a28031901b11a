/**
 * The staff accounts' plain values the console's 직원 관리 pages use without zod (docs/decisions/020):
 * the refusals' page size and the Korean texts of every rule the server refuses a change by, so a page
 * can explain a rule before the owner runs into it. api/staff.ts re-exports them.
 */

/** GET /admin/staff/refusals: rows a page when the console does not ask for another size. */
export const STAFF_REFUSALS_PAGE_SIZE = 30;

/** Why a change of a staff account is refused (docs/decisions/075). */
export const staffErrors = {
  staffNotFound: '직원 계정을 찾을 수 없습니다.',
  onlyOwnerMakesOwner: '최고 관리자 계정은 최고 관리자만 만들 수 있습니다.',
  onlyOwnerChangesOwner: '최고 관리자 역할은 최고 관리자만 주거나 바꿀 수 있습니다.',
  onlyOwnerSuspendsOwner: '최고 관리자 계정은 최고 관리자만 정지하거나 정지를 풀 수 있습니다.',
  ownRole: '자신의 역할은 바꿀 수 없습니다.',
  ownSuspension: '자신의 계정은 정지하거나 정지를 풀 수 없습니다.',
  lastOwner: '정지되지 않은 최고 관리자가 한 명은 있어야 합니다.',
  /** the members tab's 차단 of a staff account: suspension has its rules, so it is done here only */
  blockInStaffTab: '직원 계정은 직원 관리에서 정지하거나 정지를 풀어주세요.',
} as const;
